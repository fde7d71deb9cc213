/** Test data of the editors' unit tests: three steps tiling 12 s of the original, no transcript. */
import { baseEditState, timelineSteps } from '@stepwise/core';

export const threeSteps = baseEditState({
  steps: [
    { id: 'a', title: 'A', startTime: 0, endTime: 4 },
    { id: 'b', title: 'B', startTime: 4, endTime: 10 },
    { id: 'c', title: 'C', startTime: 10, endTime: 12 },
  ],
  sentences: [],
});
export const threeTimelineSteps = timelineSteps(threeSteps);
