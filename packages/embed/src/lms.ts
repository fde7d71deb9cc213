// The SCORM launch page's script, /embed/v1/lms.js: an exported package's index.html loads it
// from the Stepwise server it came from (so updating the workflow needs no re-import). On a page
// holding a launch configuration it launches the course: it finds the LMS, validates the learner,
// opens the e-learning player and reports progress to the LMS (@stepwise/bridge's launchCourse).
// A classic script: LMS launch pages are plain HTML.
//
// It also offers its parts as `Stepwise.lms` (launchCourse, LmsSession, createLmsAdapter,
// findScormApi) for launch pages of one's own, and for the browser tests.
import {
  createLmsAdapter,
  findScormApi,
  LAUNCH_CONFIG_ID,
  launchCourse,
  LmsSession,
} from '@stepwise/bridge';

const root = globalThis as typeof globalThis & { Stepwise?: Record<string, unknown> };
const stepwise = (root.Stepwise ??= {});
stepwise['lms'] ??= { launchCourse, LmsSession, createLmsAdapter, findScormApi };

if (document.getElementById(LAUNCH_CONFIG_ID)) {
  void launchCourse().catch((error: unknown) => {
    console.error('Stepwise: the course could not start.', error);
  });
}
