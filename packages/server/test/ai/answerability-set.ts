/**
 * The answer-or-decline evaluation of issue 15, over the 26 workflows of retrieval-set.ts:
 * - every question of RETRIEVAL_QUESTIONS (answerable, each naming its step), and more answerable
 *   ones worded further from the transcripts (paraphrases: other words for the same things);
 * - questions no workflow answers, of every kind the issue names: a different machine or object
 *   than the one a workflow covers, a different number (a model, size, rating or setting the
 *   content never mentions), and topics no workflow is about.
 *
 * About a third of each kind is held out of tuning (`heldOut`): the thresholds in
 * src/ai/answer/coverage.ts were chosen on the rest, and the figures that count are the held-out
 * ones (test/ai/answerability-eval.test.ts, `npm run bench`).
 */
import { RETRIEVAL_QUESTIONS, type RetrievalExpectation } from './retrieval-set.js';

export type UnanswerableKind = 'other-machine' | 'other-number' | 'no-topic';

export interface AnswerabilityQuestion {
  question: string;
  /** The step that answers it; undefined: no workflow does. */
  expected?: RetrievalExpectation;
  kind: 'answerable' | 'paraphrase' | UnanswerableKind;
  heldOut: boolean;
}

const e = (workflowId: string, step: string): RetrievalExpectation => ({
  workflowId,
  stepId: `${workflowId}--${step}`,
});

/** Answerable, in other words than the transcripts use. */
const PARAPHRASES: [string, RetrievalExpectation][] = [
  [
    'lift truck inspection before my shift, what do I walk around and look for',
    e('rs-forklift-daily-check', 'walkaround'),
  ],
  [
    'topping up the traction battery cells, which water',
    e('rs-forklift-battery-charging', 'water'),
  ],
  [
    'we are three fitters working on the belt line, who puts a padlock on',
    e('rs-lockout-tagout-conveyor', 'lock-tag'),
  ],
  [
    'the swarf filter bag on the turning machine is full, how do I swap it',
    e('rs-cnc-coolant-filter-change', 'remove'),
  ],
  [
    'when is the air filter element of the compressor dirty enough to replace',
    e('rs-air-compressor-filter-change', 'inspect'),
  ],
  [
    'how do I read the differential pressure gauge on the AHU',
    e('rs-hvac-filter-replacement', 'pressure'),
  ],
  [
    'slicer blade guard: how do I get it off for washing',
    e('rs-meat-slicer-cleaning', 'disassemble'),
  ],
  ['chiller thermometer shows 9 degrees, is the food still ok', e('rs-walk-in-cooler-log', 'act')],
  ['when must I use soap and water instead of alcohol rub', e('rs-hand-hygiene-ward', 'wash')],
  [
    'order for removing protective clothing after the isolation room',
    e('rs-isolation-ppe-donning', 'doffing'),
  ],
  [
    'how do I work out the systematic error of my pipette from the weights',
    e('rs-pipette-calibration-check', 'calculate'),
  ],
  [
    'how long does the safety cabinet have to run before I start',
    e('rs-biosafety-cabinet-startup', 'start'),
  ],
  [
    'stretch film keeps tearing at the start, how do I fix it to the pallet',
    e('rs-pallet-stretch-wrapping', 'attach'),
  ],
  [
    'what goes on the proof of delivery if something is damaged',
    e('rs-inbound-receiving', 'record'),
  ],
  ['counting the float at end of day', e('rs-register-cash-count', 'count')],
  [
    'yoghurts with the shortest date, where do they go on the shelf',
    e('rs-shelf-restock-fifo', 'rotate'),
  ],
  ['before swapping the disk, what should I save', e('rs-laptop-ssd-replacement', 'prepare')],
  [
    'sliding rails for a new server, how are they fixed in the cabinet',
    e('rs-server-rack-install', 'rails'),
  ],
  ['cracked glass on a PV module, what do I note', e('rs-solar-panel-inspection', 'visual')],
  [
    'leak detection spray on the meter unions, what counts as a leak',
    e('rs-gas-meter-leak-check', 'spray'),
  ],
  ['the piston has to go back in before new pads fit, how', e('rs-brake-pad-replacement', 'pads')],
  ['tightening the wheel bolts, in which order', e('rs-wheel-change-torque', 'torque')],
  ['toilet cleaning, which side of the bowl first', e('rs-restroom-cleaning', 'toilets')],
  [
    'rubber blade at the back of the scrubber is worn, what now',
    e('rs-floor-scrubber-operation', 'squeegee'),
  ],
  ['the D ring on my back, where should it sit', e('rs-fall-arrest-harness', 'don')],
  ['safety pin missing on the extinguisher handle', e('rs-fire-extinguisher-inspection', 'gauge')],
];

/** A machine, object or job next to one a workflow covers, but not that one. */
const OTHER_MACHINE: string[] = [
  'how do I change the hydraulic oil filter on the forklift',
  'how do I replace the mast chains on a reach truck',
  'how do I charge the battery of the electric pallet jack',
  'lockout procedure for the hydraulic press brake',
  'how do I replace the spindle belt on the CNC lathe',
  'how to change the oil separator in the air compressor',
  'how do I clean the coils of the rooftop condenser',
  'how do I clean and sanitise the dough mixer',
  'how to defrost the ice machine',
  'how to calibrate the pH meter in the lab',
  'how do I start up the fume hood',
  'how to wrap a pallet by hand without the machine',
  'how to replace the RAM in a desktop workstation',
  'how do I replace the fan in the network switch',
  'how to inspect the blades of a wind turbine',
  'how to change the water heater anode',
  'replacing the rear brake discs on a van',
  'how do I rotate the tyres on a truck trailer',
  'how to clean the urinal waterless cartridge',
  'operating the walk-behind lawn mower',
  'how do I inspect a ladder before use',
  'how to refill a fire hose reel',
  'how do I put on a respirator with a powered air supply',
  'how do I service the pallet wrapper turntable motor',
];

/** A model, size, rating or setting the content never mentions. */
const OTHER_NUMBER: string[] = [
  'torque for the caliper bolts on a 7.5 tonne truck',
  'can the biosafety cabinet class 3 be opened during work',
  'how long to charge a 48 volt battery',
  'what torque for 22 inch alloy wheels on an SUV',
  'can I use a 5 micron bag in the grinder coolant system',
  'AHU filter change at 450 pascal on the class F9 filters',
  'what is the 6 monthly inspection for the harness',
  'how to check a 9 kg CO2 extinguisher hydrostatic test date',
  'level 4 isolation room PPE for ebola',
  'installing a 4U blade chassis that weighs 80 kg',
  'replacing the 2 TB NVMe in the rugged tablet model T800',
  'cash drawer float for a 24 hour store',
  'inverter error code 307 on the solar system',
  'gas meter G25 exchange tightness test pressure',
  'pipette check for a 10 ml repeater pipette',
  'scrubber with a 150 litre tank, how much detergent',
];

/** Topics no workflow is about. */
const NO_TOPIC: string[] = [
  'how do I book a day off',
  'what is the wifi password for guests',
  'how do I submit my timesheet',
  'when is the next fire drill',
  'how do I reset my email password',
  'how to make a cappuccino with the office machine',
  'where can I park my car at the site',
  'how do I report harassment by a colleague',
  'how do I order new business cards',
  'how do I weld aluminium',
  'how to fix a punctured bicycle tyre',
  'what are the canteen opening hours',
  'how do I renew my forklift licence',
  'who do I call if I am sick tomorrow',
  'how do I change my bank details for payroll',
  'what is the dress code for the office party',
  'how to bake sourdough bread',
  'how many holidays do I get per year',
  'how to translate a document into german',
  'where is the first aid kit on the third floor',
];

/** Every third question of each kind (the 2nd, 5th, 8th …) is held out of tuning. */
const split = <T>(list: readonly T[]) => list.map((item, i) => ({ item, heldOut: i % 3 === 1 }));

export const ANSWERABILITY_QUESTIONS: readonly AnswerabilityQuestion[] = [
  ...split(RETRIEVAL_QUESTIONS).map(({ item, heldOut }) => ({
    question: item.question,
    expected: item.expected,
    kind: 'answerable' as const,
    heldOut,
  })),
  ...split(PARAPHRASES).map(({ item: [question, expected], heldOut }) => ({
    question,
    expected,
    kind: 'paraphrase' as const,
    heldOut,
  })),
  ...split(OTHER_MACHINE).map(({ item, heldOut }) => ({
    question: item,
    kind: 'other-machine' as const,
    heldOut,
  })),
  ...split(OTHER_NUMBER).map(({ item, heldOut }) => ({
    question: item,
    kind: 'other-number' as const,
    heldOut,
  })),
  ...split(NO_TOPIC).map(({ item, heldOut }) => ({
    question: item,
    kind: 'no-topic' as const,
    heldOut,
  })),
];
