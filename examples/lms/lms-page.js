/**
 * The local LMS page's program (examples/lms): launches the package's SCO for a learner, in a
 * frame on this page or in a pop-up window, on a strict run-time (strict-runtime.js), keeps the
 * learner's data between launches, and shows every call and value.
 *
 * - Frame launch: "Close the course" removes the frame (the course finishes on `pagehide`).
 * - Pop-up launch: the SCO in a window of its own, finding the API through `window.opener`. When
 *   the learner leaves ("Leave the course", or coming back to this page if that box is ticked)
 *   the LMS closes the window 100 ms later and ends the session at that moment, as a strict LMS
 *   does: whatever the course sends afterwards is refused. A pop-up the learner closes is
 *   noticed within 250 ms, and the session ended if the course left it open.
 * - `window.lms` is what the e2e test reads: `calls`, `sessions`, `errors()`, `stored()`, `api`.
 */
/* global clearInterval, document, localStorage, location, performance, setInterval, setTimeout,
   StrictRuntime, URLSearchParams, window */
(() => {
  const { standard: STANDARD, launch: LAUNCH, package: PACKAGE } = document.body.dataset;
  const V12 = STANDARD === '1.2';
  /** How long after the learner leaves the LMS closes a pop-up. */
  const CLOSE_DELAY_MS = 100;
  const SAVING = V12 ? ['LMSCommit', 'LMSFinish'] : ['Commit', 'Terminate'];
  const ERROR_CALLS = V12
    ? ['LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic']
    : ['GetLastError', 'GetErrorString', 'GetDiagnostic'];
  const SHOWN = V12
    ? [
        'cmi.core.student_id',
        'cmi.core.lesson_location',
        'cmi.core.lesson_status',
        'cmi.core.exit',
        'cmi.core.session_time',
        'cmi.core.total_time',
        'cmi.suspend_data',
      ]
    : [
        'cmi.learner_id',
        'cmi.location',
        'cmi.completion_threshold',
        'cmi.progress_measure',
        'cmi.completion_status',
        'cmi.exit',
        'cmi.session_time',
        'cmi.total_time',
        'cmi.suspend_data',
      ];

  const $ = (id) => document.getElementById(id);
  const now = () => performance.now();
  const learner = () => ({ id: $('learner-id').value, name: $('learner-name').value });
  const keyOf = (id) => `lms-example:${PACKAGE}:${STANDARD}:${id}`;
  const load = (id) => JSON.parse(localStorage.getItem(keyOf(id)) || 'null');
  const cmiOf = (api) => api.renderCMIToJSONObject().cmi;

  const lms = {
    /** Every API call, in order: { launch, method, args, result, error, at, judged? }. */
    calls: [],
    /**
     * One per launch: { id, mode, learner, threshold, initializedAt, leftAt, closedAt, endedAt,
     * endedBy: 'content' | 'lms' | null, sessionTime, completionStatus, judged }.
     */
    sessions: [],
    api: null,
    stored: () => load(learner().id),
    /** The calls the LMS answered with an error (the error queries themselves aside). */
    errors: () => lms.calls.filter((c) => c.error !== '0' && !ERROR_CALLS.includes(c.method)),
  };
  window.lms = lms;
  /**
   * The open launch: its run-time, learner, session record and (pop-up) window; the window stays
   * out of `lms.sessions`, which the test reads as JSON.
   */
  let current = null;

  /** What this LMS keeps between launches (and entry=resume after a suspend exit). */
  function keep({ runtime, who }) {
    const cmi = cmiOf(runtime.api);
    const { id, name } = who;
    // A quiz's score (issue 19), kept as an LMS keeps it: only the parts the course set.
    const scoreOf = (score) =>
      Object.fromEntries(
        Object.entries(score ?? {}).filter(([k, v]) => k !== '_children' && v !== ''),
      );
    const record = V12
      ? {
          core: {
            student_id: id,
            student_name: name,
            lesson_location: cmi.core.lesson_location,
            lesson_status: cmi.core.lesson_status,
            score: scoreOf(cmi.core.score),
            entry: cmi.core.exit === 'suspend' ? 'resume' : '',
          },
          suspend_data: cmi.suspend_data,
        }
      : {
          learner_id: id,
          learner_name: name,
          location: cmi.location,
          completion_status: cmi.completion_status,
          success_status: cmi.success_status,
          score: scoreOf(cmi.score),
          progress_measure: cmi.progress_measure,
          suspend_data: cmi.suspend_data,
          entry: cmi.exit === 'suspend' ? 'resume' : '',
        };
    localStorage.setItem(keyOf(id), JSON.stringify(record));
  }

  function firstAttempt({ id, name }) {
    return V12
      ? { core: { student_id: id, student_name: name, entry: 'ab-initio' } }
      : { learner_id: id, learner_name: name, entry: 'ab-initio' };
  }

  function show(api) {
    const cmi = cmiOf(api);
    const get = (path) =>
      path
        .replace(/^cmi\./, '')
        .split('.')
        .reduce((node, key) => (node == null ? node : node[key]), cmi);
    $('values').replaceChildren(
      ...SHOWN.map((path) => {
        const row = document.createElement('tr');
        row.innerHTML = '<td></td><td></td>';
        row.cells[0].textContent = path;
        const value = get(path);
        row.cells[1].textContent = value == null ? '' : String(value);
        if (path.endsWith('suspend_data'))
          row.cells[1].title = `${String(value).length} characters`;
        return row;
      }),
    );
  }

  function note(text, className) {
    const item = document.createElement('li');
    item.textContent = text;
    if (className) item.className = className;
    const list = $('calls');
    list.append(item);
    // The list's own scroll only: scrolling the page would move the buttons under the pointer.
    list.scrollTop = list.scrollHeight;
  }

  function noteCall(call) {
    const shown = `${call.method}(${call.args.map((a) => JSON.stringify(a)).join(', ')})`;
    const judged = call.judged ? ` (judged ${call.judged})` : '';
    const error = call.error !== '0' ? ` [error ${call.error}]` : '';
    note(`${shown} → ${call.result}${judged}${error}`, error ? 'error' : '');
  }

  /** The session ended: record what the LMS has, and keep it. */
  function ended(open, by) {
    const { runtime, session } = open;
    if (by === 'lms') note('The LMS ended the session.', 'lms');
    const cmi = cmiOf(runtime.api);
    Object.assign(session, {
      endedBy: by,
      endedAt: now(),
      initializedAt: runtime.state.initializedAt,
      judged: runtime.state.judged,
      sessionTime: V12 ? cmi.core.session_time : cmi.session_time,
      completionStatus: V12 ? cmi.core.lesson_status : cmi.completion_status,
    });
    keep(open);
    show(runtime.api);
  }

  function launch() {
    const who = learner();
    const mode = $('open').value;
    const threshold = V12 ? '' : $('threshold').value.trim();
    if (threshold !== '' && !(Number(threshold) >= 0 && Number(threshold) <= 1)) {
      $('course').textContent = 'The completion threshold is a number from 0 to 1.';
      return;
    }
    const session = {
      id: lms.sessions.length + 1,
      mode,
      learner: who.id,
      threshold,
      initializedAt: null,
      leftAt: null,
      closedAt: null,
      endedAt: null,
      endedBy: null,
      sessionTime: '',
      completionStatus: '',
      judged: null,
    };
    lms.sessions.push(session);
    const open = { runtime: null, who, session, window: null, poll: 0 };
    open.runtime = StrictRuntime.create({
      standard: STANDARD,
      data: load(who.id) ?? firstAttempt(who),
      threshold,
      launch: session.id,
      log: lms.calls,
      onCall(call) {
        session.initializedAt = open.runtime.state.initializedAt;
        noteCall(call);
        if (call.error === '0' && SAVING.includes(call.method)) keep(open);
        show(open.runtime.api);
      },
      onEnd: (by) => ended(open, by),
    });
    const { api } = open.runtime;
    window[V12 ? 'API' : 'API_1484_11'] = api;
    lms.api = api;
    note(`Launch ${session.id} (${mode}) for ${who.id}`, 'lms');
    if (mode === 'popup') {
      const popup = window.open(LAUNCH, 'stepwise-course', 'popup,width=1100,height=720');
      if (!popup) {
        $('course').textContent = 'The browser blocked the pop-up window.';
        return;
      }
      open.window = popup;
      // The learner may close the pop-up themselves.
      open.poll = setInterval(() => {
        if (popup.closed) closed(open);
      }, 250);
      $('course').textContent = 'The course is open in a pop-up window.';
    } else {
      const frame = document.createElement('iframe');
      frame.title = 'Course';
      frame.allow = 'autoplay; fullscreen';
      frame.src = LAUNCH;
      $('course').replaceChildren(frame);
    }
    current = open;
    $('launch').disabled = true;
    $('close').disabled = false;
    show(api);
  }

  /** The course's window or frame is gone: the LMS ends the session if the course did not. */
  function closed(open) {
    clearInterval(open.poll);
    open.session.closedAt ??= now();
    open.runtime.end('lms');
    if (current === open) current = null;
    $('course').replaceChildren();
    $('launch').disabled = false;
    $('close').disabled = true;
  }

  /** The learner leaves: a frame is removed now, a pop-up closed 100 ms later. */
  function leave() {
    const open = current;
    if (!open || open.session.leftAt !== null) return;
    open.session.leftAt = now();
    $('close').disabled = true;
    if (open.session.mode === 'frame') {
      // Removing the frame unloads the course: it commits and finishes on pagehide.
      open.session.closedAt = open.session.leftAt;
      $('course').replaceChildren();
      closed(open);
      return;
    }
    note('The learner left the course.', 'lms');
    setTimeout(() => {
      open.session.closedAt = now();
      open.window.close();
      // As a strict LMS does: the session ends with the window, whatever the course sends later.
      note('The LMS closed the pop-up.', 'lms');
      closed(open);
    }, CLOSE_DELAY_MS);
  }

  function showMode() {
    const popup = $('open').value === 'popup';
    $('close').textContent = popup ? 'Leave the course' : 'Close the course';
    $('close-on-return-control').hidden = !popup;
    $('threshold-control').hidden = V12;
  }

  const query = new URLSearchParams(location.search);
  if (query.get('open') === 'popup') $('open').value = 'popup';
  if (query.has('threshold')) $('threshold').value = query.get('threshold');
  if (query.get('closeOnReturn') === '1') $('close-on-return').checked = true;
  showMode();

  $('open').addEventListener('change', showMode);
  $('launch').addEventListener('click', launch);
  $('close').addEventListener('click', leave);
  $('forget').addEventListener('click', () => localStorage.removeItem(keyOf(learner().id)));
  // Focus coming back to this page from the pop-up: the learner has left the course.
  window.addEventListener('focus', () => {
    if (current?.session.mode === 'popup' && $('close-on-return').checked) leave();
  });
})();
