// The SCORM launch page's script, /embed/v1/lms.js: an exported package's index.html loads it
// from the Stepwise server it came from (so updating the workflow needs no re-import). It finds
// the LMS, validates the learner, opens the e-learning player and reports progress to the LMS:
// @stepwise/bridge's launchCourse. A classic script: LMS launch pages are plain HTML.
import { launchCourse } from '@stepwise/bridge';

void launchCourse().catch((error: unknown) => {
  console.error('Stepwise: the course could not start.', error);
});
