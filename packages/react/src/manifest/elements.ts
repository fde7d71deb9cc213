/**
 * The elements the manifests describe, each from its own package: attributes from the
 * element's declarations, events from its event map (in the order the map lists them), parts
 * and CSS custom properties from its sources (styling.ts). Node only (it reads files): the
 * manifest test and `npm run manifest -w @stepwise/react` use it, the package's entry does not.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSISTANT_ATTRIBUTE_DOCS, ASSISTANT_ATTRIBUTES, ASSISTANT_TAG } from '@stepwise/assistant';
import { Parts, PLAYER_ATTRIBUTE_DOCS, PLAYER_ATTRIBUTES, PLAYER_TAG } from '@stepwise/player';
import { QUIZ_ATTRIBUTE_DOCS, QUIZ_ATTRIBUTES, QUIZ_TAG } from '@stepwise/quiz';
import {
  INSTRUCTION_ATTRIBUTE_DOCS,
  INSTRUCTION_ATTRIBUTES,
  INSTRUCTION_TAG,
} from '@stepwise/instruction';
import { describeAttributes } from '@stepwise/ui/element';
import type { ElementDescription } from './custom-elements.js';
import { cssPropertiesIn, eventMapIn, partsIn } from './styling.js';

export const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The element host's own parts (its error state's `message`), every element's too. */
const hostParts = () => partsIn(join(PACKAGES, 'ui', 'src', 'element'));
const merged = (...lists: string[][]) => [...new Set(lists.flat())].sort();

export function playerDescription(): ElementDescription {
  const src = join(PACKAGES, 'player', 'src');
  return {
    tag: PLAYER_TAG,
    className: 'StepwisePlayerElement',
    description:
      'The Stepwise workflow player: a workflow video step by step, with its menu, subtitles, ' +
      'search and comments. Methods: play(), pause(), seek(seconds), goToStep(stepId), getState().',
    attributes: describeAttributes(PLAYER_ATTRIBUTES, PLAYER_ATTRIBUTE_DOCS),
    events: eventMapIn(join(src, 'core', 'events.ts'), 'PlayerEventMap'),
    parts: merged(partsIn(src, Parts), hostParts()),
    cssProperties: cssPropertiesIn(src, '--stepwise-'),
    slots: [
      {
        name: 'media',
        description:
          'The fast start (the embed code writes it): a <video crossorigin="anonymous"> whose ' +
          '<source type="application/vnd.apple.mpegurl"> (or src) is the public stream, ' +
          '`{server}/v1/player/stream.m3u8?workflowId=…&token=…`. The browser starts it while ' +
          'parsing the page and the player takes it over; any other is stopped and removed.',
      },
    ],
  };
}

export function assistantDescription(): ElementDescription {
  const src = join(PACKAGES, 'assistant', 'src');
  return {
    tag: ASSISTANT_TAG,
    className: 'StepwiseAssistantElement',
    description:
      "The Stepwise assistant: a chat that answers from the organisation's workflows, as a " +
      'launcher button and side panel or inline. The `token` property (never an attribute) ' +
      "carries the signed-in person's access token.",
    attributes: describeAttributes(ASSISTANT_ATTRIBUTES, ASSISTANT_ATTRIBUTE_DOCS),
    events: eventMapIn(join(src, 'element', 'events.ts'), 'AssistantEventMap'),
    parts: merged(partsIn(src), hostParts()),
    cssProperties: cssPropertiesIn(src, '--sw-assistant-'),
  };
}

export function quizDescription(): ElementDescription {
  const src = join(PACKAGES, 'quiz', 'src');
  return {
    tag: QUIZ_TAG,
    className: 'StepwiseQuizElement',
    description:
      "The Stepwise quiz: a workflow's published quiz, one question at a time or all at once, " +
      'graded by the server, with the result and a review of each answer. The `token` property ' +
      "(never an attribute) carries the signed-in person's access token.",
    attributes: describeAttributes(QUIZ_ATTRIBUTES, QUIZ_ATTRIBUTE_DOCS),
    events: eventMapIn(join(src, 'element', 'events.ts'), 'QuizEventMap'),
    parts: merged(partsIn(src), hostParts()),
    cssProperties: cssPropertiesIn(src, '--sw-quiz-'),
  };
}

export function instructionDescription(): ElementDescription {
  const src = join(PACKAGES, 'instruction', 'src');
  return {
    tag: INSTRUCTION_TAG,
    className: 'StepwiseInstructionElement',
    description:
      'The Stepwise smart instruction (SOP): the whole SOP in view mode, or one step at a time in ' +
      'run mode (ticks, photos, quiz items graded by the server, a summary), its progress kept ' +
      'through a reload and offline. The `token` property (never an attribute) carries the ' +
      "signed-in person's access token.",
    attributes: describeAttributes(INSTRUCTION_ATTRIBUTES, INSTRUCTION_ATTRIBUTE_DOCS),
    events: eventMapIn(join(src, 'element', 'events.ts'), 'InstructionEventMap'),
    parts: merged(partsIn(src), hostParts()),
    cssProperties: cssPropertiesIn(src, '--sw-si-'),
  };
}

/** Where each manifest goes and what it holds: one per widget package, one for the embed. */
export function manifestFiles() {
  const player = playerDescription();
  const assistant = assistantDescription();
  const quiz = quizDescription();
  const instruction = instructionDescription();
  return [
    {
      file: join(PACKAGES, 'player', 'custom-elements.json'),
      readme: 'README.md',
      modules: [{ path: 'dist/element/define.js', elements: [player] }],
    },
    {
      file: join(PACKAGES, 'assistant', 'custom-elements.json'),
      readme: 'README.md',
      modules: [{ path: 'dist/element/define.js', elements: [assistant] }],
    },
    {
      file: join(PACKAGES, 'quiz', 'custom-elements.json'),
      readme: 'README.md',
      modules: [{ path: 'dist/element/define.js', elements: [quiz] }],
    },
    {
      file: join(PACKAGES, 'instruction', 'custom-elements.json'),
      readme: 'README.md',
      modules: [{ path: 'dist/element/define.js', elements: [instruction] }],
    },
    {
      // Served at /embed/v1/custom-elements.json: the loader defines every tag.
      file: join(PACKAGES, 'embed', 'custom-elements.json'),
      readme: '',
      modules: [{ path: 'stepwise.mjs', elements: [player, assistant, quiz, instruction] }],
    },
  ];
}
