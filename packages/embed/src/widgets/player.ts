// The <stepwise-player> chunk: importing it defines the element (unless the page already has it).
import { defineStepwisePlayer } from '@stepwise/player';

defineStepwisePlayer();
