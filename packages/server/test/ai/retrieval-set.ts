/**
 * The retrieval evaluation set of issue 7: frontline work instructions with the transcripts a
 * trainer would speak on their videos, and questions a worker would type, each naming the workflow
 * and step that answers it. Several topics come twice on purpose (two filter changes on different
 * machines, two cleaning procedures, two brake and wheel jobs, two forklift tasks), so retrieval
 * has to tell them apart.
 *
 * Shapes follow packages/core: sentences are `Sentence` (sentence, startTime, endTime; no words,
 * which are optional) with times in seconds on the workflow's video timeline. Steps tile that
 * timeline (each step starts where the previous one ends) and every sentence starts and ends inside
 * its step, so `sentencesInRange` finds it there and `shiftSentences` gives the step's own
 * transcript. `workflowSentences` is the workflow's transcription as one list.
 */
import type { Sentence } from '@stepwise/core';

export interface RetrievalStep {
  /** Unique across the whole set: `<workflow id>--<step slug>`. */
  id: string;
  title: string;
  /** Seconds on the workflow's video timeline; steps are contiguous. */
  startTime: number;
  endTime: number;
  /** 2-5 spoken sentences, times on the workflow's timeline, inside [startTime, endTime]. */
  sentences: Sentence[];
}

export interface RetrievalWorkflow {
  /** Stable, prefixed `rs-`. */
  id: string;
  title: string;
  language: 'en';
  /** 3-7 steps in order. */
  steps: RetrievalStep[];
}

export interface RetrievalExpectation {
  workflowId: string;
  stepId: string;
}

export interface RetrievalQuestion {
  question: string;
  expected: RetrievalExpectation;
}

/** The workflow's whole transcription, in order. */
export function workflowSentences(workflow: RetrievalWorkflow): Sentence[] {
  return workflow.steps.flatMap((step) => step.sentences);
}

const s = (startTime: number, endTime: number, sentence: string): Sentence => ({
  sentence,
  startTime,
  endTime,
});

export const RETRIEVAL_WORKFLOWS: readonly RetrievalWorkflow[] = [
  {
    id: 'rs-forklift-daily-check',
    title: 'Forklift daily pre-shift check',
    language: 'en',
    steps: [
      {
        id: 'rs-forklift-daily-check--walkaround',
        title: 'Walk around the truck',
        startTime: 0,
        endTime: 26.6,
        sentences: [
          s(
            0.4,
            9.6,
            'Before you take the truck out at the start of the shift, park it on level ground with the forks fully lowered.',
          ),
          s(
            10.1,
            18.2,
            'Walk all the way around it and look for oil spots on the floor, cracked mast welds and loose overhead guard bolts.',
          ),
          s(
            18.8,
            25.3,
            'If anything is dripping, tag the truck out of service and call maintenance on extension 214.',
          ),
        ],
      },
      {
        id: 'rs-forklift-daily-check--tyres-forks',
        title: 'Tyres, forks and chains',
        startTime: 26.6,
        endTime: 49.6,
        sentences: [
          s(
            27.2,
            33.9,
            'Now crouch down and check the tyres for chunks missing or wire showing through the rubber.',
          ),
          s(
            34.4,
            41.6,
            'Look at both forks, the heel should have no cracks and the tips should be level with each other.',
          ),
          s(
            42.2,
            48.3,
            'Then check the lift chains, they should be evenly tight on both sides and lightly oiled.',
          ),
        ],
      },
      {
        id: 'rs-forklift-daily-check--fluids',
        title: 'Fluids and LPG cylinder',
        startTime: 49.6,
        endTime: 76.4,
        sentences: [
          s(
            50.2,
            58.3,
            'Pull the dipstick for the hydraulic oil, the level has to sit between the two marks with the mast down.',
          ),
          s(
            58.8,
            68.8,
            'On gas trucks, check the LPG cylinder is seated in the bracket, the strap is latched and the locating pin points into the hole.',
          ),
          s(
            69.4,
            75.1,
            'Open the valve slowly and listen, if you hear hissing close it again straight away.',
          ),
        ],
      },
      {
        id: 'rs-forklift-daily-check--controls',
        title: 'Test controls and brakes',
        startTime: 76.4,
        endTime: 98.5,
        sentences: [
          s(77, 81.6, 'Sit down, fasten the seat belt and sound the horn once.'),
          s(
            82.1,
            88.8,
            'Drive forward a couple of metres and press the service brake, the truck should stop straight without pulling.',
          ),
          s(
            89.4,
            97.2,
            'Raise and tilt the mast through its full travel, then set the parking brake and sign the checklist on the clipboard.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-forklift-battery-charging',
    title: 'Charging an electric forklift battery',
    language: 'en',
    steps: [
      {
        id: 'rs-forklift-battery-charging--park',
        title: 'Park at the charging station',
        startTime: 0,
        endTime: 20.5,
        sentences: [
          s(
            0.4,
            7.4,
            'Drive the electric truck into the marked bay at the charging station and lower the forks to the floor.',
          ),
          s(7.9, 12.5, 'Turn the key off, pull it out and set the parking brake.'),
          s(
            13.1,
            19.2,
            'Put on the face shield and the acid resistant gloves that hang next to the charger.',
          ),
        ],
      },
      {
        id: 'rs-forklift-battery-charging--water',
        title: 'Check electrolyte level',
        startTime: 20.5,
        endTime: 43.3,
        sentences: [
          s(21.1, 26.4, 'Open the battery cover and flip up the vent caps on a few cells.'),
          s(
            26.9,
            34.1,
            "The electrolyte should just cover the plates, if it doesn't, top up with distilled water only, never tap water.",
          ),
          s(
            34.7,
            42,
            'Only top up after charging, except when the plates are exposed, because the level rises as it charges.',
          ),
        ],
      },
      {
        id: 'rs-forklift-battery-charging--connect',
        title: 'Connect the charger',
        startTime: 43.3,
        endTime: 63.9,
        sentences: [
          s(43.9, 48.5, 'Make sure the charger is switched off before you touch the connector.'),
          s(
            49,
            56.1,
            'Unplug the battery from the truck and push the charger plug into the battery connector until it clicks.',
          ),
          s(
            56.7,
            62.6,
            'Switch the charger on and check the display shows charging and not a fault code.',
          ),
        ],
      },
      {
        id: 'rs-forklift-battery-charging--finish',
        title: 'Finish and disconnect',
        startTime: 63.9,
        endTime: 87.9,
        sentences: [
          s(
            64.5,
            70.4,
            'A full charge takes about eight hours, so leave it until the green light comes on.',
          ),
          s(
            70.9,
            78.7,
            'Switch the charger off first, then pull the plug, so you never break the circuit under load and make a spark.',
          ),
          s(
            79.3,
            86.6,
            'Reconnect the truck, close the cover and write the time and the cell readings in the battery log.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-lockout-tagout-conveyor',
    title: 'Lockout tagout on the packing conveyor',
    language: 'en',
    steps: [
      {
        id: 'rs-lockout-tagout-conveyor--notify',
        title: 'Notify and shut down',
        startTime: 0,
        endTime: 15.9,
        sentences: [
          s(
            0.4,
            8.1,
            'Tell the line lead and everyone on the packing line that you are going to lock out conveyor three.',
          ),
          s(
            8.6,
            14.7,
            'Stop the conveyor with the normal stop button on the control panel, not the emergency stop.',
          ),
        ],
      },
      {
        id: 'rs-lockout-tagout-conveyor--isolate',
        title: 'Isolate energy sources',
        startTime: 15.9,
        endTime: 34.9,
        sentences: [
          s(
            16.5,
            23.9,
            "Go to the main disconnect, it's the grey box on the column marked C3, and turn the handle to off.",
          ),
          s(
            24.4,
            33.7,
            'Then close the air supply valve for the pneumatic diverters and bleed the air with the dump valve until the gauge reads zero.',
          ),
        ],
      },
      {
        id: 'rs-lockout-tagout-conveyor--lock-tag',
        title: 'Apply your lock and tag',
        startTime: 34.9,
        endTime: 56.9,
        sentences: [
          s(
            35.5,
            44.4,
            'Put your own red padlock through the hasp on the disconnect handle and hang your tag with your name and the date.',
          ),
          s(
            44.9,
            51.6,
            "Every person working on the conveyor adds their own lock, nobody works under someone else's lock.",
          ),
          s(52.2, 55.6, 'Keep the key in your pocket the whole time.'),
        ],
      },
      {
        id: 'rs-lockout-tagout-conveyor--verify',
        title: 'Verify zero energy',
        startTime: 56.9,
        endTime: 76.3,
        sentences: [
          s(
            57.5,
            63.1,
            'Now go back to the control panel and press start, the conveyor must not move.',
          ),
          s(
            63.6,
            70.1,
            "Turn the selector back to off afterwards so it can't start up when the locks come off.",
          ),
          s(70.7, 75, 'Only then can you open the guards and start the repair.'),
        ],
      },
      {
        id: 'rs-lockout-tagout-conveyor--release',
        title: 'Remove locks and restart',
        startTime: 76.3,
        endTime: 93.8,
        sentences: [
          s(
            76.9,
            85.4,
            'When the work is done, put all the guards back and count the tools so nothing is left on the belt.',
          ),
          s(
            85.9,
            92.6,
            'Each person removes only their own lock, then you warn the line before switching the disconnect back on.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-cnc-coolant-filter-change',
    title: 'Changing the coolant filter on the CNC lathe',
    language: 'en',
    steps: [
      {
        id: 'rs-cnc-coolant-filter-change--stop',
        title: 'Stop the machine and the pump',
        startTime: 0,
        endTime: 16.3,
        sentences: [
          s(
            0.4,
            7.3,
            'Finish the running cycle, then press the cycle stop and switch the coolant pump off on the control.',
          ),
          s(
            7.8,
            15.1,
            'Wait until the spindle has completely stopped and open the tank cover at the back of the lathe.',
          ),
        ],
      },
      {
        id: 'rs-cnc-coolant-filter-change--remove',
        title: 'Remove the old filter bag',
        startTime: 16.3,
        endTime: 40.7,
        sentences: [
          s(
            16.9,
            23.8,
            'Put a drip tray under the filter housing and unscrew the four wing nuts on the lid.',
          ),
          s(
            24.3,
            32.1,
            "Lift the old bag out slowly, it's heavy with chips and sludge, and drop it in the yellow oily waste bin.",
          ),
          s(
            32.7,
            39.4,
            'Wipe the inside of the housing with a rag so no chips get past the new bag.',
          ),
        ],
      },
      {
        id: 'rs-cnc-coolant-filter-change--install',
        title: 'Fit the new bag',
        startTime: 40.7,
        endTime: 56.8,
        sentences: [
          s(
            41.3,
            49.4,
            'Take a new twenty-five micron filter bag and press the ring firmly into the basket so it sits all the way round.',
          ),
          s(
            49.9,
            55.6,
            'Put the lid back and tighten the wing nuts crosswise, hand tight is enough.',
          ),
        ],
      },
      {
        id: 'rs-cnc-coolant-filter-change--check',
        title: 'Restart and check the flow',
        startTime: 56.8,
        endTime: 73.3,
        sentences: [
          s(
            57.4,
            64.3,
            'Switch the pump back on and watch the pressure gauge, it should settle at about two bar.',
          ),
          s(
            64.8,
            72.1,
            'Check the lid for leaks and note the filter change on the maintenance card on the machine door.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-air-compressor-filter-change',
    title: 'Replacing the intake filter on the air compressor',
    language: 'en',
    steps: [
      {
        id: 'rs-air-compressor-filter-change--isolate',
        title: 'Isolate the compressor',
        startTime: 0,
        endTime: 15.7,
        sentences: [
          s(
            0.4,
            6.9,
            'Switch the screw compressor off at the panel and wait for the unloading cycle to finish.',
          ),
          s(
            7.4,
            14.5,
            'Turn the isolator to off, lock it, and check that the internal pressure gauge has dropped to zero.',
          ),
        ],
      },
      {
        id: 'rs-air-compressor-filter-change--open',
        title: 'Open the filter housing',
        startTime: 15.7,
        endTime: 29,
        sentences: [
          s(16.3, 21.4, 'The intake filter sits in the round housing on top of the cabinet.'),
          s(
            21.9,
            27.8,
            'Release the two clips, take off the end cap and pull out the old paper element.',
          ),
        ],
      },
      {
        id: 'rs-air-compressor-filter-change--inspect',
        title: 'Inspect and clean',
        startTime: 29,
        endTime: 46.2,
        sentences: [
          s(
            29.6,
            37,
            "Hold the old element up to a work light, if you can't see light through the paper it was overdue.",
          ),
          s(
            37.5,
            45,
            "Wipe the housing and the end cap clean with a dry cloth, don't use compressed air into the intake.",
          ),
        ],
      },
      {
        id: 'rs-air-compressor-filter-change--install',
        title: 'Fit the new element and restart',
        startTime: 46.2,
        endTime: 62.9,
        sentences: [
          s(
            46.8,
            54.1,
            'Slide the new element in until it seats on the gasket, fit the cap and close both clips.',
          ),
          s(
            54.6,
            61.7,
            'Remove your lock, start the compressor and reset the service counter for the air filter on the display.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-hvac-filter-replacement',
    title: 'Replacing filters in a rooftop air handling unit',
    language: 'en',
    steps: [
      {
        id: 'rs-hvac-filter-replacement--access',
        title: 'Access and shut down the unit',
        startTime: 0,
        endTime: 16.3,
        sentences: [
          s(0.4, 6.9, 'Go up to the roof with a harness if you are within two metres of the edge.'),
          s(
            7.4,
            15.1,
            'Switch the air handler off at the local isolator next to the unit and wait until the fan stops.',
          ),
        ],
      },
      {
        id: 'rs-hvac-filter-replacement--pressure',
        title: 'Read the pressure drop',
        startTime: 16.3,
        endTime: 31.8,
        sentences: [
          s(
            16.9,
            22.8,
            'Before you open anything, read the differential pressure gauge on the side of the filter section.',
          ),
          s(
            23.3,
            30.6,
            'If it shows more than two hundred fifty pascals the bag filters are loaded and need to go.',
          ),
        ],
      },
      {
        id: 'rs-hvac-filter-replacement--swap',
        title: 'Swap the bag filters',
        startTime: 31.8,
        endTime: 51.2,
        sentences: [
          s(
            32.4,
            40.2,
            'Open the access door, slide the old bag filters out of the rails and put them straight into a bin bag.',
          ),
          s(
            40.7,
            50,
            'Check the arrows on the new filters point in the direction of air flow and push them in until the frames seal against each other.',
          ),
        ],
      },
      {
        id: 'rs-hvac-filter-replacement--restart',
        title: 'Restart and record',
        startTime: 51.2,
        endTime: 65.9,
        sentences: [
          s(
            51.8,
            59.1,
            'Close and latch the door, switch the unit on, and check the gauge reads below one hundred pascals.',
          ),
          s(59.6, 64.7, 'Write the date and the reading on the filter label on the door.'),
        ],
      },
    ],
  },
  {
    id: 'rs-meat-slicer-cleaning',
    title: 'Cleaning and sanitising the meat slicer',
    language: 'en',
    steps: [
      {
        id: 'rs-meat-slicer-cleaning--prepare',
        title: 'Unplug and set the blade to zero',
        startTime: 0,
        endTime: 21.1,
        sentences: [
          s(
            0.4,
            7.5,
            "Turn the slicer off and pull the plug out of the wall, don't just switch it off.",
          ),
          s(
            8,
            13.9,
            'Set the thickness dial to zero so the blade edge is covered by the gauge plate.',
          ),
          s(14.5, 19.8, 'Put on the cut resistant glove on the hand that goes near the blade.'),
        ],
      },
      {
        id: 'rs-meat-slicer-cleaning--disassemble',
        title: 'Take it apart',
        startTime: 21.1,
        endTime: 36.1,
        sentences: [
          s(
            21.7,
            28.6,
            'Remove the carriage, the blade guard and the centre plate and carry them to the three-compartment sink.',
          ),
          s(
            29.1,
            34.9,
            'Scrape off meat and fat bits with a plastic scraper, never with your fingers.',
          ),
        ],
      },
      {
        id: 'rs-meat-slicer-cleaning--wash',
        title: 'Wash, rinse and sanitise',
        startTime: 36.1,
        endTime: 59.2,
        sentences: [
          s(
            36.7,
            44.5,
            'Wash the parts in hot soapy water, rinse them in clear water, and put them in the sanitiser for one minute.',
          ),
          s(
            45,
            52,
            'Wipe the blade from the centre outwards with a cloth folded into the glove, never wipe towards the edge.',
          ),
          s(
            52.6,
            57.9,
            'Check the sanitiser with a test strip, it must show two hundred ppm quat.',
          ),
        ],
      },
      {
        id: 'rs-meat-slicer-cleaning--reassemble',
        title: 'Air dry and reassemble',
        startTime: 59.2,
        endTime: 75.2,
        sentences: [
          s(59.8, 64.4, "Let everything air dry on the rack, don't towel dry it."),
          s(
            64.9,
            74,
            'Put the slicer back together, plug it in and write the time on the cleaning log, it has to be done every four hours.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-walk-in-cooler-log',
    title: 'Walk-in cooler temperature check',
    language: 'en',
    steps: [
      {
        id: 'rs-walk-in-cooler-log--read',
        title: 'Read the thermometer',
        startTime: 0,
        endTime: 14.7,
        sentences: [
          s(
            0.4,
            6.9,
            'Twice a shift, check the walk-in cooler at the start and in the middle of the shift.',
          ),
          s(
            7.4,
            13.5,
            'Read the thermometer hanging in the middle of the cooler, not the display on the door.',
          ),
        ],
      },
      {
        id: 'rs-walk-in-cooler-log--probe',
        title: 'Probe a product',
        startTime: 14.7,
        endTime: 31.6,
        sentences: [
          s(
            15.3,
            25.7,
            'Take the calibrated probe thermometer, sanitise the tip with an alcohol wipe and push it into the centre of a product on the top shelf.',
          ),
          s(26.2, 30.4, 'The product has to be at five degrees Celsius or colder.'),
        ],
      },
      {
        id: 'rs-walk-in-cooler-log--act',
        title: 'If it is too warm',
        startTime: 31.6,
        endTime: 55,
        sentences: [
          s(
            32.2,
            38.9,
            "If the air is above five degrees, check that the door closes and the fan isn't iced up.",
          ),
          s(
            39.4,
            47.8,
            'If product is above eight degrees for more than two hours, it goes in the discard bin and you tell the manager.',
          ),
          s(
            48.4,
            53.7,
            'Write the reading and what you did in the cooler log, with your initials.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-hand-hygiene-ward',
    title: 'Hand hygiene on the ward',
    language: 'en',
    steps: [
      {
        id: 'rs-hand-hygiene-ward--when',
        title: 'When to clean your hands',
        startTime: 0,
        endTime: 16,
        sentences: [
          s(
            0.4,
            10.4,
            'Clean your hands before you touch a patient, before a clean or aseptic task, after body fluid exposure, after touching a patient and after touching their surroundings.',
          ),
          s(10.9, 14.8, 'Those are the five moments, and gloves never replace them.'),
        ],
      },
      {
        id: 'rs-hand-hygiene-ward--rub',
        title: 'Hand rub technique',
        startTime: 16,
        endTime: 37.5,
        sentences: [
          s(16.6, 20.3, 'Take a full palm of alcohol rub, about three millilitres.'),
          s(
            20.8,
            30.8,
            'Rub palm to palm, then the back of each hand, between the fingers, the backs of the fingers, the thumbs and finally the fingertips in your palm.',
          ),
          s(31.4, 36.2, 'Keep rubbing for twenty to thirty seconds until your hands are dry.'),
        ],
      },
      {
        id: 'rs-hand-hygiene-ward--wash',
        title: 'When to wash with soap',
        startTime: 37.5,
        endTime: 58.7,
        sentences: [
          s(
            38.1,
            47.4,
            "If your hands are visibly dirty, or the patient has C diff or norovirus, alcohol isn't enough, you have to wash with soap and water.",
          ),
          s(
            47.9,
            57.5,
            'Wet your hands, apply soap and wash for forty to sixty seconds, then dry with a paper towel and turn the tap off with that towel.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-isolation-ppe-donning',
    title: 'Putting on and taking off PPE for an isolation room',
    language: 'en',
    steps: [
      {
        id: 'rs-isolation-ppe-donning--gown',
        title: 'Put on the gown',
        startTime: 0,
        endTime: 14,
        sentences: [
          s(
            0.4,
            8.8,
            'Clean your hands first, then put on the long sleeved gown and tie it at the back of your neck and waist.',
          ),
          s(9.3, 12.8, 'The gown must cover you from neck to knees.'),
        ],
      },
      {
        id: 'rs-isolation-ppe-donning--mask',
        title: 'Mask and eye protection',
        startTime: 14,
        endTime: 29.1,
        sentences: [
          s(
            14.6,
            23.9,
            'Put on the FFP3 respirator, mould the nose wire and do a fit check by breathing out hard, no air should leak at the edges.',
          ),
          s(24.4, 27.9, 'Then put on the goggles or the face shield.'),
        ],
      },
      {
        id: 'rs-isolation-ppe-donning--gloves',
        title: 'Gloves over the cuffs',
        startTime: 29.1,
        endTime: 47.3,
        sentences: [
          s(29.7, 35, 'Put the gloves on last and pull them over the cuffs of the gown.'),
          s(
            35.5,
            46.1,
            'If a glove tears while you are inside the room, step away from the patient, take it off, clean your hands and put on a new pair.',
          ),
        ],
      },
      {
        id: 'rs-isolation-ppe-donning--doffing',
        title: 'Taking it all off',
        startTime: 47.3,
        endTime: 67.4,
        sentences: [
          s(
            47.9,
            55,
            'At the door, take off the gloves first, then the gown, rolling it inside out away from you.',
          ),
          s(
            55.5,
            64,
            'Clean your hands, leave the room, and only then remove the eye protection and the respirator by the straps without touching the front.',
          ),
          s(64.6, 66.1, 'Clean your hands again.'),
        ],
      },
    ],
  },
  {
    id: 'rs-pipette-calibration-check',
    title: 'Gravimetric check of a single channel pipette',
    language: 'en',
    steps: [
      {
        id: 'rs-pipette-calibration-check--setup',
        title: 'Set up the balance',
        startTime: 0,
        endTime: 14.5,
        sentences: [
          s(
            0.4,
            6.7,
            'Switch on the analytical balance half an hour before and check the level bubble is centred.',
          ),
          s(
            7.2,
            13.3,
            'Put a small beaker with some distilled water on the pan and note the room temperature.',
          ),
        ],
      },
      {
        id: 'rs-pipette-calibration-check--weigh',
        title: 'Weigh ten dispenses',
        startTime: 14.5,
        endTime: 32.2,
        sentences: [
          s(
            15.1,
            22.2,
            'Set the pipette to its nominal volume, for example one thousand microlitres, and fit a new tip.',
          ),
          s(
            22.7,
            31,
            'Pre-wet the tip three times, then dispense into the beaker and write down the weight, and repeat that ten times.',
          ),
        ],
      },
      {
        id: 'rs-pipette-calibration-check--calculate',
        title: 'Calculate accuracy and precision',
        startTime: 32.2,
        endTime: 55.8,
        sentences: [
          s(
            32.8,
            37.8,
            'Convert the weights to volume with the Z factor for the water temperature.',
          ),
          s(
            38.3,
            46.4,
            'The mean has to be within plus or minus one percent and the coefficient of variation under point five percent.',
          ),
          s(
            47,
            54.5,
            'If it fails, put the red out of service label on the pipette and send it for repair.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-biosafety-cabinet-startup',
    title: 'Starting up the biosafety cabinet',
    language: 'en',
    steps: [
      {
        id: 'rs-biosafety-cabinet-startup--start',
        title: 'Switch on and purge',
        startTime: 0,
        endTime: 13.6,
        sentences: [
          s(
            0.4,
            5.8,
            'Lift the sash to the marked working height, the line at twenty centimetres.',
          ),
          s(
            6.3,
            12.4,
            'Switch on the blower and let it run five minutes before you put anything inside.',
          ),
        ],
      },
      {
        id: 'rs-biosafety-cabinet-startup--airflow',
        title: 'Check the airflow alarm',
        startTime: 13.6,
        endTime: 29.9,
        sentences: [
          s(
            14.2,
            21.1,
            'Look at the airflow display, it should be green and the inflow around point four metres per second.',
          ),
          s(
            21.6,
            28.7,
            "If the alarm beeps, don't work in the cabinet, close the sash and call the lab manager.",
          ),
        ],
      },
      {
        id: 'rs-biosafety-cabinet-startup--disinfect',
        title: 'Disinfect the work surface',
        startTime: 29.9,
        endTime: 49.3,
        sentences: [
          s(
            30.5,
            40.5,
            'Wipe the work surface, the side walls and the inside of the sash with seventy percent ethanol, from clean to dirty, back to front.',
          ),
          s(
            41,
            48.1,
            "Place your materials at least ten centimetres behind the front grille so you don't block the air.",
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-pallet-stretch-wrapping',
    title: 'Stretch wrapping a pallet',
    language: 'en',
    steps: [
      {
        id: 'rs-pallet-stretch-wrapping--position',
        title: 'Position the pallet',
        startTime: 0,
        endTime: 17.4,
        sentences: [
          s(
            0.4,
            7.6,
            'Put the pallet in the middle of the turntable with the forklift, and check no carton overhangs the edge.',
          ),
          s(
            8.1,
            16.2,
            'Leave the forklift outside the wrapping area and make sure the top layer is stable and square before you wrap.',
          ),
        ],
      },
      {
        id: 'rs-pallet-stretch-wrapping--attach',
        title: 'Attach the film',
        startTime: 17.4,
        endTime: 33,
        sentences: [
          s(
            18,
            25,
            'Pull the film off the carriage and tuck the end into the bottom of the pallet between the boards.',
          ),
          s(
            25.5,
            31.8,
            'Hold the end in place for the first turn so the film grips itself, then let go.',
          ),
        ],
      },
      {
        id: 'rs-pallet-stretch-wrapping--wrap',
        title: 'Run the wrap cycle',
        startTime: 33,
        endTime: 47.7,
        sentences: [
          s(
            33.6,
            41.3,
            'Select program two, that gives three wraps at the bottom and two at the top with fifty percent overlap.',
          ),
          s(41.8, 46.5, 'Press start and stay outside the yellow lines while the table turns.'),
        ],
      },
      {
        id: 'rs-pallet-stretch-wrapping--finish',
        title: 'Cut and label',
        startTime: 47.7,
        endTime: 64.3,
        sentences: [
          s(
            48.3,
            56.1,
            'When it stops, cut the film with the cutter on the carriage and press the tail flat against the load.',
          ),
          s(
            56.6,
            63.1,
            'Put the shipping label on two adjacent sides, at the top corner, not on the film seam.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-inbound-receiving',
    title: 'Receiving an inbound delivery',
    language: 'en',
    steps: [
      {
        id: 'rs-inbound-receiving--paperwork',
        title: 'Check the paperwork',
        startTime: 0,
        endTime: 17,
        sentences: [
          s(
            0.4,
            8.6,
            'When the truck docks, ask the driver for the delivery note and compare it to the purchase order in the scanner.',
          ),
          s(
            9.1,
            15.8,
            'Check the seal number on the trailer doors matches the number on the paperwork before you break it.',
          ),
        ],
      },
      {
        id: 'rs-inbound-receiving--inspect',
        title: 'Inspect the goods',
        startTime: 17,
        endTime: 29.8,
        sentences: [
          s(
            17.6,
            22.8,
            'Count the pallets and look for crushed corners, wet cartons or broken shrink wrap.',
          ),
          s(
            23.3,
            28.6,
            'Take photos of any damage with the scanner before you unload anything else.',
          ),
        ],
      },
      {
        id: 'rs-inbound-receiving--record',
        title: 'Record and sign',
        startTime: 29.8,
        endTime: 45.2,
        sentences: [
          s(30.4, 34.8, 'Scan each pallet label so the stock appears in the system.'),
          s(
            35.3,
            44,
            "If something is missing or damaged, write it on the delivery note before you sign, otherwise we can't claim it later.",
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-register-cash-count',
    title: 'Closing the register and counting the cash drawer',
    language: 'en',
    steps: [
      {
        id: 'rs-register-cash-count--close',
        title: 'Close the till',
        startTime: 0,
        endTime: 15.5,
        sentences: [
          s(
            0.4,
            7.5,
            'At closing, log off from the till and print the end of day report, the Z report.',
          ),
          s(
            8,
            14.3,
            'Take the drawer out and carry it to the back office, never count at the front.',
          ),
        ],
      },
      {
        id: 'rs-register-cash-count--count',
        title: 'Count the drawer',
        startTime: 15.5,
        endTime: 30,
        sentences: [
          s(
            16.1,
            22,
            'Leave the float of one hundred fifty euros in the drawer in small notes and coins.',
          ),
          s(
            22.5,
            28.8,
            'Count the rest twice, notes by value, and write the totals on the cash sheet.',
          ),
        ],
      },
      {
        id: 'rs-register-cash-count--reconcile',
        title: 'Reconcile and deposit',
        startTime: 30,
        endTime: 49.3,
        sentences: [
          s(
            30.6,
            39,
            'Compare your total to the cash figure on the Z report, a difference over five euros has to go to the manager.',
          ),
          s(
            39.5,
            48.1,
            'Put the cash in a deposit bag, seal it, write the bag number on the sheet and drop it in the safe.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-shelf-restock-fifo',
    title: 'Restocking the dairy shelf',
    language: 'en',
    steps: [
      {
        id: 'rs-shelf-restock-fifo--check-dates',
        title: 'Check the dates',
        startTime: 0,
        endTime: 15.3,
        sentences: [
          s(
            0.4,
            7.1,
            'Before you fill the chiller, check the use by dates on the packs already on the shelf.',
          ),
          s(
            7.6,
            14.1,
            'Anything expiring today gets a reduced sticker, anything past the date goes in the waste crate.',
          ),
        ],
      },
      {
        id: 'rs-shelf-restock-fifo--rotate',
        title: 'Rotate the stock',
        startTime: 15.3,
        endTime: 31.8,
        sentences: [
          s(
            15.9,
            23,
            'Pull the older packs to the front and put the new delivery behind them, first in first out.',
          ),
          s(
            23.5,
            30.6,
            'Never stack the new packs on top of the old ones, because customers always take from the top.',
          ),
        ],
      },
      {
        id: 'rs-shelf-restock-fifo--face',
        title: 'Face up the shelf',
        startTime: 31.8,
        endTime: 44.2,
        sentences: [
          s(
            32.4,
            38.1,
            'Turn all labels facing forward and line the front packs up with the shelf edge.',
          ),
          s(38.6, 43, 'Check the shelf edge labels match the product and the price.'),
        ],
      },
    ],
  },
  {
    id: 'rs-laptop-ssd-replacement',
    title: 'Replacing the SSD in a business laptop',
    language: 'en',
    steps: [
      {
        id: 'rs-laptop-ssd-replacement--prepare',
        title: 'Back up and power down',
        startTime: 0,
        endTime: 13.1,
        sentences: [
          s(0.4, 5.7, "Make sure the user's files are synced to the cloud before you start."),
          s(
            6.2,
            11.9,
            'Shut the laptop down completely, unplug the charger and put on the anti-static wrist strap.',
          ),
        ],
      },
      {
        id: 'rs-laptop-ssd-replacement--open',
        title: 'Open the bottom cover',
        startTime: 13.1,
        endTime: 33.7,
        sentences: [
          s(
            13.7,
            20.6,
            'Undo the nine Phillips screws on the bottom cover, they are captive so they stay in the cover.',
          ),
          s(
            21.1,
            27.4,
            'Pry the cover off from the hinge side with a plastic spudger, never a screwdriver.',
          ),
          s(28, 32.4, 'Disconnect the battery cable before touching anything else on the board.'),
        ],
      },
      {
        id: 'rs-laptop-ssd-replacement--swap',
        title: 'Swap the drive',
        startTime: 33.7,
        endTime: 48.6,
        sentences: [
          s(
            34.3,
            40.6,
            'Remove the single screw holding the M point two drive and lift it out at an angle.',
          ),
          s(
            41.1,
            47.4,
            'Insert the new drive at thirty degrees, press it down and refit the screw, not too tight.',
          ),
        ],
      },
      {
        id: 'rs-laptop-ssd-replacement--reimage',
        title: 'Close up and reimage',
        startTime: 48.6,
        endTime: 63.3,
        sentences: [
          s(
            49.2,
            54.9,
            'Reconnect the battery, put the cover back and boot from the imaging USB stick.',
          ),
          s(
            55.4,
            62.1,
            'Choose the standard company image and enter the asset tag when it asks for the computer name.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-server-rack-install',
    title: 'Installing a server in the rack',
    language: 'en',
    steps: [
      {
        id: 'rs-server-rack-install--rails',
        title: 'Mount the rails',
        startTime: 0,
        endTime: 18,
        sentences: [
          s(
            0.4,
            9,
            'Check the rack elevation sheet for the U position, then clip the rails into the front and rear posts at that height.',
          ),
          s(
            9.5,
            16.8,
            "Make sure both rails are on the same hole on each side, count the holes, don't eyeball it.",
          ),
        ],
      },
      {
        id: 'rs-server-rack-install--lift',
        title: 'Lift the server in',
        startTime: 18,
        endTime: 33.5,
        sentences: [
          s(18.6, 23.7, 'Servers over twenty kilos are a two person lift, one on each side.'),
          s(
            24.2,
            32.3,
            'Line up the inner rails on the chassis with the outer rails and slide it in until the latches click.',
          ),
        ],
      },
      {
        id: 'rs-server-rack-install--cable',
        title: 'Cable and power',
        startTime: 33.5,
        endTime: 50.3,
        sentences: [
          s(
            34.1,
            42.7,
            'Plug power supply one into the A feed and power supply two into the B feed, so it survives a feed failure.',
          ),
          s(
            43.2,
            49.1,
            'Connect the network cables to the ports on the patch list and label both ends.',
          ),
        ],
      },
      {
        id: 'rs-server-rack-install--document',
        title: 'Update the documentation',
        startTime: 50.3,
        endTime: 67.3,
        sentences: [
          s(
            50.9,
            57.8,
            'Write the serial number and the rack position into the asset database and close the change ticket.',
          ),
          s(
            58.3,
            66.1,
            'Attach a photo of the front of the rack to the ticket so the next person can see the cabling.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-solar-panel-inspection',
    title: 'Inspecting a rooftop solar array',
    language: 'en',
    steps: [
      {
        id: 'rs-solar-panel-inspection--safety',
        title: 'Safety before you go up',
        startTime: 0,
        endTime: 14.6,
        sentences: [
          s(
            0.4,
            7.4,
            "Check the weather, no work on the roof with wind over fifty kilometres per hour or when it's wet.",
          ),
          s(7.9, 13.4, 'Clip your lanyard to the anchor line before you step past the roof hatch.'),
        ],
      },
      {
        id: 'rs-solar-panel-inspection--visual',
        title: 'Visual inspection of the modules',
        startTime: 14.6,
        endTime: 30.9,
        sentences: [
          s(
            15.2,
            22.3,
            'Walk the rows and look for cracked glass, burn marks, bird droppings and shading from new obstacles.',
          ),
          s(
            22.8,
            29.7,
            'Check that the module clamps are tight and none of the cables hang loose on the roof.',
          ),
        ],
      },
      {
        id: 'rs-solar-panel-inspection--inverter',
        title: 'Check the inverter',
        startTime: 30.9,
        endTime: 48.1,
        sentences: [
          s(
            31.5,
            37.6,
            "At the inverter, read the fault log and compare today's yield with the neighbouring inverter.",
          ),
          s(
            38.1,
            46.9,
            'A string that gives much less than the others, more than ten percent, needs a closer check with the clamp meter.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-gas-meter-leak-check',
    title: 'Gas meter leak check after a meter exchange',
    language: 'en',
    steps: [
      {
        id: 'rs-gas-meter-leak-check--isolate',
        title: 'Close the emergency control valve',
        startTime: 0,
        endTime: 15.8,
        sentences: [
          s(
            0.4,
            8.7,
            "Before taking off the old meter, close the emergency control valve, the handle is across the pipe when it's closed.",
          ),
          s(9.2, 14.6, 'Make sure there are no open flames or ignition sources in the room.'),
        ],
      },
      {
        id: 'rs-gas-meter-leak-check--test',
        title: 'Tightness test',
        startTime: 15.8,
        endTime: 31.6,
        sentences: [
          s(
            16.4,
            24,
            'After fitting the new meter, connect the manometer to the test point and open the valve to pressurise the installation.',
          ),
          s(
            24.5,
            30.4,
            'Close the valve and watch the gauge for two minutes, the pressure drop must be zero.',
          ),
        ],
      },
      {
        id: 'rs-gas-meter-leak-check--spray',
        title: 'Spray the joints',
        startTime: 31.6,
        endTime: 45.8,
        sentences: [
          s(
            32.2,
            39.1,
            "Spray leak detection fluid on every joint you touched, if you see bubbles growing, there's a leak.",
          ),
          s(39.6, 44.6, 'Tighten the joint, repeat the test and only then relight the appliances.'),
        ],
      },
    ],
  },
  {
    id: 'rs-brake-pad-replacement',
    title: 'Replacing front brake pads',
    language: 'en',
    steps: [
      {
        id: 'rs-brake-pad-replacement--lift',
        title: 'Lift the car and remove the wheel',
        startTime: 0,
        endTime: 15.4,
        sentences: [
          s(
            0.4,
            9.6,
            'Loosen the wheel nuts a half turn while the car is on the ground, then lift it on the two post lift.',
          ),
          s(10.1, 14.2, 'Take off the wheel and put it flat under the car.'),
        ],
      },
      {
        id: 'rs-brake-pad-replacement--caliper',
        title: 'Remove the caliper',
        startTime: 15.4,
        endTime: 29.9,
        sentences: [
          s(
            16,
            22.5,
            'Undo the two guide pin bolts with a seven millimetre hex socket and swing the caliper up.',
          ),
          s(23, 28.7, 'Hang it on a wire hook, never let it hang on the brake hose.'),
        ],
      },
      {
        id: 'rs-brake-pad-replacement--pads',
        title: 'Fit the new pads',
        startTime: 29.9,
        endTime: 51.8,
        sentences: [
          s(
            30.5,
            37.2,
            "Push the piston back with the piston tool and check the brake fluid reservoir doesn't overflow.",
          ),
          s(
            37.7,
            50.6,
            'Clean the pad carriers with a wire brush, put a thin film of brake grease on the contact points and fit the new pads with the wear sensor on the inside.',
          ),
        ],
      },
      {
        id: 'rs-brake-pad-replacement--torque',
        title: 'Torque and test',
        startTime: 51.8,
        endTime: 68.4,
        sentences: [
          s(
            52.4,
            60.9,
            'Refit the caliper bolts at twenty eight newton metres and the wheel nuts at one hundred twenty with the torque wrench.',
          ),
          s(61.4, 67.2, "Pump the brake pedal a few times before moving the car, until it's firm."),
        ],
      },
    ],
  },
  {
    id: 'rs-wheel-change-torque',
    title: 'Changing a wheel and torquing the nuts',
    language: 'en',
    steps: [
      {
        id: 'rs-wheel-change-torque--loosen',
        title: 'Loosen the nuts',
        startTime: 0,
        endTime: 15.6,
        sentences: [
          s(
            0.4,
            8.2,
            'With the car on the ground and the handbrake on, loosen every wheel nut by one turn in a star pattern.',
          ),
          s(8.7, 14.4, 'If a nut is seized, use the long breaker bar, never jump on the wrench.'),
        ],
      },
      {
        id: 'rs-wheel-change-torque--jack',
        title: 'Jack up the car',
        startTime: 15.6,
        endTime: 31.8,
        sentences: [
          s(
            16.2,
            22.9,
            'Place the jack under the marked jacking point on the sill, never under the floor pan.',
          ),
          s(
            23.4,
            30.6,
            'Raise it until the tyre is just off the ground and put an axle stand next to the jack.',
          ),
        ],
      },
      {
        id: 'rs-wheel-change-torque--swap',
        title: 'Swap the wheel',
        startTime: 31.8,
        endTime: 47.3,
        sentences: [
          s(
            32.4,
            41,
            'Remove the nuts, take off the wheel and check the hub face for rust, clean it with a wire brush if needed.',
          ),
          s(41.5, 46.1, 'Put the new wheel on and screw the nuts in by hand.'),
        ],
      },
      {
        id: 'rs-wheel-change-torque--torque',
        title: 'Torque in a star pattern',
        startTime: 47.3,
        endTime: 62.4,
        sentences: [
          s(
            47.9,
            56.3,
            'Lower the car, then torque the nuts in a star pattern to the value on the sticker, usually around one hundred ten.',
          ),
          s(
            56.8,
            61.2,
            'Tell the customer to have the torque checked again after fifty kilometres.',
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-restroom-cleaning',
    title: 'Cleaning a public restroom',
    language: 'en',
    steps: [
      {
        id: 'rs-restroom-cleaning--sign',
        title: 'Put up the sign and restock',
        startTime: 0,
        endTime: 12.3,
        sentences: [
          s(0.4, 4.5, 'Place the wet floor sign in the doorway before you start.'),
          s(
            5,
            11.1,
            "Refill the soap dispensers, paper towels and toilet paper first, so you don't contaminate them later.",
          ),
        ],
      },
      {
        id: 'rs-restroom-cleaning--toilets',
        title: 'Clean the toilets',
        startTime: 12.3,
        endTime: 27.6,
        sentences: [
          s(
            12.9,
            19.2,
            'Apply the acid toilet cleaner under the rim and let it work while you do the rest.',
          ),
          s(
            19.7,
            26.4,
            'Use the red cloths and the red bucket only for toilets and urinals, never for the sinks.',
          ),
        ],
      },
      {
        id: 'rs-restroom-cleaning--sinks',
        title: 'Sinks and mirrors',
        startTime: 27.6,
        endTime: 42.8,
        sentences: [
          s(
            28.2,
            36.3,
            'Clean the sinks and taps with the blue cloth and the neutral cleaner, then the mirrors with the glass spray.',
          ),
          s(
            36.8,
            41.6,
            "Wipe the dispensers and the door handles too, that's where most germs are.",
          ),
        ],
      },
      {
        id: 'rs-restroom-cleaning--floor',
        title: 'Mop the floor and sign off',
        startTime: 42.8,
        endTime: 57,
        sentences: [
          s(
            43.4,
            50.3,
            "Mop from the far corner back towards the door so you don't walk over the wet floor.",
          ),
          s(50.8, 55.8, 'Sign the checklist on the back of the door with the time.'),
        ],
      },
    ],
  },
  {
    id: 'rs-floor-scrubber-operation',
    title: 'Operating the ride-on floor scrubber',
    language: 'en',
    steps: [
      {
        id: 'rs-floor-scrubber-operation--fill',
        title: 'Fill the solution tank',
        startTime: 0,
        endTime: 16.9,
        sentences: [
          s(
            0.4,
            10.4,
            'Fill the solution tank with warm water up to the line and add one cap of the floor detergent, no more, or it foams.',
          ),
          s(10.9, 15.7, 'Check the recovery tank is empty and the float shut-off is clean.'),
        ],
      },
      {
        id: 'rs-floor-scrubber-operation--squeegee',
        title: 'Check pads and squeegee',
        startTime: 16.9,
        endTime: 38.8,
        sentences: [
          s(
            17.5,
            27.9,
            'Look under the machine at the scrub pads and the rubber blades of the squeegee, if the edges are worn round, flip or replace them.',
          ),
          s(
            28.4,
            37.6,
            "Pads that are worn down to the centre ring must be swapped, you'll find new ones on the shelf above the charger.",
          ),
        ],
      },
      {
        id: 'rs-floor-scrubber-operation--scrub',
        title: 'Scrub the aisle',
        startTime: 38.8,
        endTime: 53.6,
        sentences: [
          s(
            39.4,
            47.1,
            'Lower the scrub deck and squeegee, then drive slowly in straight lines overlapping each pass by about ten centimetres.',
          ),
          s(47.6, 52.4, 'Slow down at corners so the squeegee picks up all the water.'),
        ],
      },
      {
        id: 'rs-floor-scrubber-operation--empty',
        title: 'Empty and rinse',
        startTime: 53.6,
        endTime: 71.7,
        sentences: [
          s(
            54.2,
            63.5,
            'At the end, drain the dirty water into the floor drain in the cleaning room and rinse the recovery tank with the hose.',
          ),
          s(
            64,
            70.5,
            "Leave the lid open so it dries and doesn't smell, and put the machine on charge.",
          ),
        ],
      },
    ],
  },
  {
    id: 'rs-fall-arrest-harness',
    title: 'Putting on a full body fall arrest harness',
    language: 'en',
    steps: [
      {
        id: 'rs-fall-arrest-harness--inspect',
        title: 'Inspect the harness',
        startTime: 0,
        endTime: 13.6,
        sentences: [
          s(
            0.4,
            5.6,
            'Check the label, the harness must have been inspected in the last six months.',
          ),
          s(
            6.1,
            12.4,
            "Look along all the webbing for cuts, burns and broken stitching, and check the buckles aren't bent.",
          ),
        ],
      },
      {
        id: 'rs-fall-arrest-harness--don',
        title: 'Put it on',
        startTime: 13.6,
        endTime: 28.5,
        sentences: [
          s(
            14.2,
            22.8,
            'Hold it by the back D-ring and shake it so the straps hang straight, then slip your arms through like a jacket.',
          ),
          s(23.3, 27.3, 'Buckle the chest strap across the middle of your chest.'),
        ],
      },
      {
        id: 'rs-fall-arrest-harness--fit',
        title: 'Adjust the leg straps',
        startTime: 28.5,
        endTime: 47.3,
        sentences: [
          s(
            29.1,
            38.7,
            'Fasten both leg straps and tighten them so you can fit a flat hand between the strap and your leg, not a fist.',
          ),
          s(
            39.2,
            46.1,
            'Loose leg straps can slide up in a fall and injure you, so check them again after climbing.',
          ),
        ],
      },
      {
        id: 'rs-fall-arrest-harness--connect',
        title: 'Connect to the anchor',
        startTime: 47.3,
        endTime: 63.3,
        sentences: [
          s(
            47.9,
            56.6,
            'Clip the energy absorbing lanyard to the back D-ring and the other end to an approved anchor above your shoulder height.',
          ),
          s(57.1, 62.1, 'Check with your buddy that both snap hooks are fully closed and locked.'),
        ],
      },
    ],
  },
  {
    id: 'rs-fire-extinguisher-inspection',
    title: 'Monthly fire extinguisher inspection',
    language: 'en',
    steps: [
      {
        id: 'rs-fire-extinguisher-inspection--access',
        title: 'Location and access',
        startTime: 0,
        endTime: 15.2,
        sentences: [
          s(
            0.4,
            9.3,
            'Check the extinguisher is on its hook at the marked spot and nothing is blocking it, keep a metre clear in front.',
          ),
          s(9.8, 14, 'The sign above it must be visible from the corridor.'),
        ],
      },
      {
        id: 'rs-fire-extinguisher-inspection--gauge',
        title: 'Gauge, pin and seal',
        startTime: 15.2,
        endTime: 27.8,
        sentences: [
          s(15.8, 20.9, 'The needle on the pressure gauge has to be in the green zone.'),
          s(
            21.4,
            26.6,
            "Check the safety pin is in place and the plastic tamper seal isn't broken.",
          ),
        ],
      },
      {
        id: 'rs-fire-extinguisher-inspection--body',
        title: 'Body and hose',
        startTime: 27.8,
        endTime: 45.3,
        sentences: [
          s(
            28.4,
            36.9,
            "Look for dents, rust or a cracked hose, and make sure the nozzle isn't blocked with dirt or a spider's nest.",
          ),
          s(
            37.4,
            44.1,
            'Lift it and feel the weight, a powder extinguisher that feels light may have lost its charge.',
          ),
        ],
      },
      {
        id: 'rs-fire-extinguisher-inspection--tag',
        title: 'Sign the tag',
        startTime: 45.3,
        endTime: 64.4,
        sentences: [
          s(
            45.9,
            54.8,
            'Initial and date the inspection tag on the back, and if anything failed, swap it for a spare from the store and report it.',
          ),
          s(
            55.3,
            63.2,
            'Every fifth year the extinguisher goes to the contractor for a full service, so check the service date too.',
          ),
        ],
      },
    ],
  },
];

/** Questions a worker would type, worded unlike the transcript; a few carry typos. */
export const RETRIEVAL_QUESTIONS: readonly RetrievalQuestion[] = [
  {
    question: 'how do i know if the forklfit tires are too damaged to use',
    expected: {
      workflowId: 'rs-forklift-daily-check',
      stepId: 'rs-forklift-daily-check--tyres-forks',
    },
  },
  {
    question: 'where do I check hydraulic fluid on the lift truck',
    expected: { workflowId: 'rs-forklift-daily-check', stepId: 'rs-forklift-daily-check--fluids' },
  },
  {
    question: 'propane tank on the forklift smells or hisses, what now?',
    expected: { workflowId: 'rs-forklift-daily-check', stepId: 'rs-forklift-daily-check--fluids' },
  },
  {
    question: 'what do I test on the brakes and horn before driving off',
    expected: {
      workflowId: 'rs-forklift-daily-check',
      stepId: 'rs-forklift-daily-check--controls',
    },
  },
  {
    question: 'can I fill the forklift battery with normal water from the tap',
    expected: {
      workflowId: 'rs-forklift-battery-charging',
      stepId: 'rs-forklift-battery-charging--water',
    },
  },
  {
    question: 'in which order do I unplug the charger when the battery is full',
    expected: {
      workflowId: 'rs-forklift-battery-charging',
      stepId: 'rs-forklift-battery-charging--finish',
    },
  },
  {
    question: 'what ppe do i need for battery charging',
    expected: {
      workflowId: 'rs-forklift-battery-charging',
      stepId: 'rs-forklift-battery-charging--park',
    },
  },
  {
    question: 'whose padlock goes on the isolator when several people fix the belt',
    expected: {
      workflowId: 'rs-lockout-tagout-conveyor',
      stepId: 'rs-lockout-tagout-conveyor--lock-tag',
    },
  },
  {
    question: 'how to make sure the conveyor is really dead before opening guards',
    expected: {
      workflowId: 'rs-lockout-tagout-conveyor',
      stepId: 'rs-lockout-tagout-conveyor--verify',
    },
  },
  {
    question: 'bleeding pneumatic pressure during lockout',
    expected: {
      workflowId: 'rs-lockout-tagout-conveyor',
      stepId: 'rs-lockout-tagout-conveyor--isolate',
    },
  },
  {
    question: 'which micron bag goes in the lathe coolant filter',
    expected: {
      workflowId: 'rs-cnc-coolant-filter-change',
      stepId: 'rs-cnc-coolant-filter-change--install',
    },
  },
  {
    question: 'where does the dirty coolant filter go, which bin',
    expected: {
      workflowId: 'rs-cnc-coolant-filter-change',
      stepId: 'rs-cnc-coolant-filter-change--remove',
    },
  },
  {
    question: 'how can I tell the compressor air intake element is clogged',
    expected: {
      workflowId: 'rs-air-compressor-filter-change',
      stepId: 'rs-air-compressor-filter-change--inspect',
    },
  },
  {
    question: 'reset compresor service counter after new filter',
    expected: {
      workflowId: 'rs-air-compressor-filter-change',
      stepId: 'rs-air-compressor-filter-change--install',
    },
  },
  {
    question: 'at what pascal reading should AHU filters be changed',
    expected: {
      workflowId: 'rs-hvac-filter-replacement',
      stepId: 'rs-hvac-filter-replacement--pressure',
    },
  },
  {
    question: 'which way round do the new bag filters go on the roof unit',
    expected: {
      workflowId: 'rs-hvac-filter-replacement',
      stepId: 'rs-hvac-filter-replacement--swap',
    },
  },
  {
    question: 'what concentration of sanitizer for the deli slicer',
    expected: { workflowId: 'rs-meat-slicer-cleaning', stepId: 'rs-meat-slicer-cleaning--wash' },
  },
  {
    question: 'how often must the slicer be cleaned',
    expected: {
      workflowId: 'rs-meat-slicer-cleaning',
      stepId: 'rs-meat-slicer-cleaning--reassemble',
    },
  },
  {
    question: 'is it enough to turn the slicer switch off before cleaning',
    expected: { workflowId: 'rs-meat-slicer-cleaning', stepId: 'rs-meat-slicer-cleaning--prepare' },
  },
  {
    question: 'the walk in fridge is too warm what do I do with the food',
    expected: { workflowId: 'rs-walk-in-cooler-log', stepId: 'rs-walk-in-cooler-log--act' },
  },
  {
    question: 'how to measure the core temp of products in the chiller room',
    expected: { workflowId: 'rs-walk-in-cooler-log', stepId: 'rs-walk-in-cooler-log--probe' },
  },
  {
    question: 'how long should I rub sanitiser on my hands',
    expected: { workflowId: 'rs-hand-hygiene-ward', stepId: 'rs-hand-hygiene-ward--rub' },
  },
  {
    question: 'is hand gel ok for norovirus patients',
    expected: { workflowId: 'rs-hand-hygiene-ward', stepId: 'rs-hand-hygiene-ward--wash' },
  },
  {
    question: 'WHO 5 moments of hand hygeine',
    expected: { workflowId: 'rs-hand-hygiene-ward', stepId: 'rs-hand-hygiene-ward--when' },
  },
  {
    question: 'in which order do I take off gown gloves and mask leaving isolation',
    expected: {
      workflowId: 'rs-isolation-ppe-donning',
      stepId: 'rs-isolation-ppe-donning--doffing',
    },
  },
  {
    question: 'how to do the seal check on an ffp3 mask',
    expected: { workflowId: 'rs-isolation-ppe-donning', stepId: 'rs-isolation-ppe-donning--mask' },
  },
  {
    question: 'acceptance limits for pipette accuracy and CV',
    expected: {
      workflowId: 'rs-pipette-calibration-check',
      stepId: 'rs-pipette-calibration-check--calculate',
    },
  },
  {
    question: 'how many times do I pipette water onto the scale for the check',
    expected: {
      workflowId: 'rs-pipette-calibration-check',
      stepId: 'rs-pipette-calibration-check--weigh',
    },
  },
  {
    question: 'biosafety hood alarm going off, can I keep working',
    expected: {
      workflowId: 'rs-biosafety-cabinet-startup',
      stepId: 'rs-biosafety-cabinet-startup--airflow',
    },
  },
  {
    question: 'what do I clean the BSC surface with before use',
    expected: {
      workflowId: 'rs-biosafety-cabinet-startup',
      stepId: 'rs-biosafety-cabinet-startup--disinfect',
    },
  },
  {
    question: 'which wrapper programme for top and bottom wraps',
    expected: {
      workflowId: 'rs-pallet-stretch-wrapping',
      stepId: 'rs-pallet-stretch-wrapping--wrap',
    },
  },
  {
    question: 'where should the shipping labels be stuck on a wrapped pallet',
    expected: {
      workflowId: 'rs-pallet-stretch-wrapping',
      stepId: 'rs-pallet-stretch-wrapping--finish',
    },
  },
  {
    question: 'delivery arrived with broken boxes, do I still sign for it',
    expected: { workflowId: 'rs-inbound-receiving', stepId: 'rs-inbound-receiving--record' },
  },
  {
    question: 'checking the trailer seal against the documents',
    expected: { workflowId: 'rs-inbound-receiving', stepId: 'rs-inbound-receiving--paperwork' },
  },
  {
    question: 'till is short by 8 euro at closing, who do I tell',
    expected: { workflowId: 'rs-register-cash-count', stepId: 'rs-register-cash-count--reconcile' },
  },
  {
    question: 'how much change stays in the drawer overnight',
    expected: { workflowId: 'rs-register-cash-count', stepId: 'rs-register-cash-count--count' },
  },
  {
    question: 'new yoghurt delivery, front or back of the fridge?',
    expected: { workflowId: 'rs-shelf-restock-fifo', stepId: 'rs-shelf-restock-fifo--rotate' },
  },
  {
    question: 'what happens to milk that is out of date',
    expected: { workflowId: 'rs-shelf-restock-fifo', stepId: 'rs-shelf-restock-fifo--check-dates' },
  },
  {
    question: 'what tool to open the notebook bottom case without scratching',
    expected: {
      workflowId: 'rs-laptop-ssd-replacement',
      stepId: 'rs-laptop-ssd-replacement--open',
    },
  },
  {
    question: 'what name to give the pc after installing the new disk',
    expected: {
      workflowId: 'rs-laptop-ssd-replacement',
      stepId: 'rs-laptop-ssd-replacement--reimage',
    },
  },
  {
    question: 'which psu goes to which power feed in the cabinet',
    expected: { workflowId: 'rs-server-rack-install', stepId: 'rs-server-rack-install--cable' },
  },
  {
    question: 'heavy server, can one person mount it alone',
    expected: { workflowId: 'rs-server-rack-install', stepId: 'rs-server-rack-install--lift' },
  },
  {
    question: 'one pv string producing less than the rest',
    expected: {
      workflowId: 'rs-solar-panel-inspection',
      stepId: 'rs-solar-panel-inspection--inverter',
    },
  },
  {
    question: 'max wind speed for working on the solar roof',
    expected: {
      workflowId: 'rs-solar-panel-inspection',
      stepId: 'rs-solar-panel-inspection--safety',
    },
  },
  {
    question: 'how long to hold the manometer test after swapping the gas meter',
    expected: { workflowId: 'rs-gas-meter-leak-check', stepId: 'rs-gas-meter-leak-check--test' },
  },
  {
    question: 'soapy spray shows bubbles on a fitting',
    expected: { workflowId: 'rs-gas-meter-leak-check', stepId: 'rs-gas-meter-leak-check--spray' },
  },
  {
    question: 'caliper bolt torque spec for front brakes',
    expected: {
      workflowId: 'rs-brake-pad-replacement',
      stepId: 'rs-brake-pad-replacement--torque',
    },
  },
  {
    question: 'can the caliper hang from the hose while I change pads',
    expected: {
      workflowId: 'rs-brake-pad-replacement',
      stepId: 'rs-brake-pad-replacement--caliper',
    },
  },
  {
    question: 'where to put the jack under the vehicle',
    expected: { workflowId: 'rs-wheel-change-torque', stepId: 'rs-wheel-change-torque--jack' },
  },
  {
    question: 'customer should come back to recheck lug nuts after how far',
    expected: { workflowId: 'rs-wheel-change-torque', stepId: 'rs-wheel-change-torque--torque' },
  },
  {
    question: 'which colour bucket for the toilet bowl',
    expected: { workflowId: 'rs-restroom-cleaning', stepId: 'rs-restroom-cleaning--toilets' },
  },
  {
    question: 'mopping direction in the washroom',
    expected: { workflowId: 'rs-restroom-cleaning', stepId: 'rs-restroom-cleaning--floor' },
  },
  {
    question: 'scrubber foaming too much, how much soap goes in',
    expected: {
      workflowId: 'rs-floor-scrubber-operation',
      stepId: 'rs-floor-scrubber-operation--fill',
    },
  },
  {
    question: 'where to dump dirty water from the floor machine',
    expected: {
      workflowId: 'rs-floor-scrubber-operation',
      stepId: 'rs-floor-scrubber-operation--empty',
    },
  },
  {
    question: 'how tight should the harness thigh straps be',
    expected: { workflowId: 'rs-fall-arrest-harness', stepId: 'rs-fall-arrest-harness--fit' },
  },
  {
    question: 'where do i hook the shock absorbing lanyard',
    expected: { workflowId: 'rs-fall-arrest-harness', stepId: 'rs-fall-arrest-harness--connect' },
  },
  {
    question: 'extinguisher needle not in the green, is it ok',
    expected: {
      workflowId: 'rs-fire-extinguisher-inspection',
      stepId: 'rs-fire-extinguisher-inspection--gauge',
    },
  },
  {
    question: 'how much clearance around a fire extingisher',
    expected: {
      workflowId: 'rs-fire-extinguisher-inspection',
      stepId: 'rs-fire-extinguisher-inspection--access',
    },
  },
];
