/**
 * The local LMS's run-time (examples/lms): scorm-again's API for one launch, made as strict as
 * the LMSs content meets. `StrictRuntime.create(options)` answers `{ api, state, end(by) }`.
 *
 * - Every API call is logged in order (`options.log`), with its arguments, result, error code and
 *   the time on the page; `options.onCall(call)` sees each one.
 * - After the session has ended (the course's Terminate / LMSFinish, or `end('lms')`: the LMS
 *   ending it itself, as when it closes the course's pop-up), every call is refused: `false`, and
 *   1.2's 101 or 2004's 104 / 113 / 123 / 133 / 143. (scorm-again alone still accepts 1.2 calls
 *   after LMSFinish.) The error queries (GetLastError ...) may be called at any time.
 * - With a 2004 completion threshold, `cmi.completion_status` is judged when the course sets it,
 *   against the progress measure the LMS has at that moment (`completed` at or above, `incomplete`
 *   below, `unknown` without a measure), and that verdict is kept. SCORM 2004 lets an LMS judge
 *   the status from the threshold; scorm-again judges again at Terminate, which would hide a
 *   status written before its progress measure.
 */
/* global Scorm12API, Scorm2004API, performance, window */
(() => {
  const NAMES = {
    1.2: {
      initialize: 'LMSInitialize',
      finish: 'LMSFinish',
      getValue: 'LMSGetValue',
      setValue: 'LMSSetValue',
      commit: 'LMSCommit',
      lastError: 'LMSGetLastError',
      errorString: 'LMSGetErrorString',
      diagnostic: 'LMSGetDiagnostic',
    },
    2004: {
      initialize: 'Initialize',
      finish: 'Terminate',
      getValue: 'GetValue',
      setValue: 'SetValue',
      commit: 'Commit',
      lastError: 'GetLastError',
      errorString: 'GetErrorString',
      diagnostic: 'GetDiagnostic',
    },
  };
  /** The error a call gets once the session has ended. */
  const AFTER_END = {
    1.2: {
      LMSInitialize: '101',
      LMSFinish: '101',
      LMSGetValue: '101',
      LMSSetValue: '101',
      LMSCommit: '101',
    },
    2004: { Initialize: '104', Terminate: '113', GetValue: '123', SetValue: '133', Commit: '143' },
  };

  /**
   * @param {{ standard: '1.2' | '2004', data: object, threshold: string, launch: number,
   *   log: object[], onCall?: (call: object) => void, onEnd?: (by: 'content' | 'lms') => void }} o
   */
  function create({ standard, data, threshold, launch, log, onCall, onEnd }) {
    const M = NAMES[standard];
    const calls = [M.initialize, M.finish, M.getValue, M.setValue, M.commit];
    const errorCalls = [M.lastError, M.errorString, M.diagnostic];
    const settings = { autocommit: false, logLevel: 5 };
    const api = standard === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
    const judging = standard === '2004' && threshold !== '';
    api.loadFromJSON(judging ? { ...data, completion_threshold: threshold } : data);
    /** What the page reads: when the course initialized, who ended the session, the verdict. */
    const state = { initializedAt: null, endedBy: null, judged: null };
    const raw = {};
    for (const method of [...calls, ...errorCalls]) raw[method] = api[method].bind(api);
    let refused = null;
    const lastError = () => refused ?? String(raw[M.lastError]());

    function judge() {
      const measure = api.cmi.progress_measure;
      state.judged =
        measure === ''
          ? 'unknown'
          : Number(measure) >= Number(threshold)
            ? 'completed'
            : 'incomplete';
      api.cmi.completion_status = state.judged;
      return state.judged;
    }

    function end(by) {
      if (state.endedBy) return;
      if (by === 'lms') raw[M.finish]('');
      state.endedBy = by;
      // A strict LMS keeps the verdict it gave when the status was set.
      if (state.judged) api.cmi.completion_status = state.judged;
      onEnd?.(by);
    }

    for (const method of errorCalls) {
      api[method] = (...args) => {
        const result = method === M.lastError ? lastError() : raw[method](...args);
        const call = { launch, method, args: args.map(String), result: String(result) };
        log.push({ ...call, error: '0', at: performance.now() });
        return result;
      };
    }
    for (const method of calls) {
      api[method] = (...args) => {
        const call = { launch, method, args: args.map(String), at: performance.now() };
        let result;
        if (state.endedBy) {
          refused = AFTER_END[standard][method];
          result = 'false';
        } else {
          refused = null;
          result = raw[method](...args);
        }
        call.result = String(result);
        call.error = lastError();
        const accepted = !refused && call.error === '0';
        if (accepted && method === M.initialize) state.initializedAt = call.at;
        if (accepted && judging && method === M.setValue && args[0] === 'cmi.completion_status')
          call.judged = judge();
        log.push(call);
        onCall?.(call);
        if (accepted && method === M.finish) end('content');
        return result;
      };
    }
    return { api, state, end };
  }

  window.StrictRuntime = { create };
})();
