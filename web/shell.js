// The page around the WebAssembly app: download progress, clear errors (no WebGL2, a failed
// download, a crash), and window.wrenchlab for tests (ready once the first frame is drawn).
(function () {
  'use strict';
  const overlay = document.getElementById('overlay');
  const message = document.getElementById('message');
  const bar = document.querySelector('#bar > div');
  const canvas = document.getElementById('canvas');
  window.wrenchlab = { ready: false, frames: 0, error: null, input: 0, coarse: false };
  canvas.addEventListener('contextmenu', function (event) { event.preventDefault(); });

  // An idle page draws nothing: the app skips frames while it is paused and nothing happens, and after
  // half a second stops its animation-frame loop (web/platform/BrowserMain.cpp). Every input event, resize and
  // hook call below counts as something and starts the loop again.
  function wake() {
    window.wrenchlab.input = (window.wrenchlab.input + 1) | 0;
    if (window.wrenchlab.sleeping && window.Module && Module._wl_resume) {
      window.wrenchlab.sleeping = false;
      Module._wl_resume();
    }
  }
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'mousedown', 'mousemove', 'mouseup', 'keydown', 'keyup',
                      'wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'resize', 'focus', 'blur', 'hashchange',
                      'visibilitychange'])
    window.addEventListener(type, wake, { capture: true, passive: true });
  // prefers-reduced-motion: lessons open paused and trails are off (the app reads this every frame).
  const reduced = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  function readMotion() { window.wrenchlab.reducedMotion = !!(reduced && reduced.matches); wake(); }
  readMotion();
  if (reduced && reduced.addEventListener) reduced.addEventListener('change', readMotion);
  // A finger for a pointer (phones, tablets): the layout makes its controls finger-sized.
  const coarse = window.matchMedia ? window.matchMedia('(pointer: coarse)') : null;
  function readPointer() { window.wrenchlab.coarse = !!(coarse && coarse.matches); wake(); }
  readPointer();
  if (coarse && coarse.addEventListener) coarse.addEventListener('change', readPointer);

  // The page's few words before the app (and its catalogue of texts) is running: the download, the
  // start, and why it could not start. In the language the app will choose: a link's lang=, else the
  // first of the browser's languages that WrenchLab speaks (web/app/Language.cpp decides the same).
  const bootTexts = {
    en: { loading: 'Loading {1} of {2} MB…', starting: 'Starting…', noWebGL: 'WrenchLab needs WebGL2, which this browser does not offer (try a current Chrome, Firefox or Safari, or enable hardware acceleration). The desktop version works offline without a browser.',
          stopped: 'WrenchLab stopped: {1}. Reload the page; if it happens again, please report it.', notStarted: 'WrenchLab could not start: {1}' },
    de: { loading: '{1} von {2} MB geladen…', starting: 'Startet…', noWebGL: 'WrenchLab braucht WebGL2, das dieser Browser nicht bietet (versuchen Sie ein aktuelles Chrome, Firefox oder Safari, oder schalten Sie die Hardwarebeschleunigung ein). Die Desktop-Version läuft offline ohne Browser.',
          stopped: 'WrenchLab wurde angehalten: {1}. Laden Sie die Seite neu; geschieht es wieder, melden Sie es bitte.', notStarted: 'WrenchLab konnte nicht starten: {1}' },
    'pt-BR': { loading: 'Carregando {1} de {2} MB…', starting: 'Iniciando…', noWebGL: 'O WrenchLab precisa de WebGL2, que este navegador não oferece (experimente um Chrome, Firefox ou Safari atual, ou ative a aceleração de hardware). A versão para desktop funciona off-line, sem navegador.',
               stopped: 'O WrenchLab parou: {1}. Recarregue a página; se acontecer de novo, por favor relate o problema.', notStarted: 'O WrenchLab não pôde iniciar: {1}' },
  };
  function bootLanguage() {
    const fromLink = (location.hash.match(/[#&]lang=([A-Za-z-]+)/) || [])[1];
    const wanted = [fromLink].concat(Array.from(navigator.languages || [navigator.language || '']));
    for (const tag of wanted) {
      const primary = String(tag || '').toLowerCase().split(/[-_]/)[0];
      if (primary === 'en') return 'en';
      if (primary === 'de') return 'de';
      if (primary === 'pt') return 'pt-BR';
    }
    return 'en';
  }
  const boot = bootTexts[bootLanguage()];
  document.documentElement.lang = bootLanguage();
  const fillIn = function (pattern, values) {
    return pattern.replace(/\{([1-9])\}/g, function (m, k) { return values[k - 1] !== undefined ? String(values[k - 1]) : m; });
  };

  function fail(text) {
    window.wrenchlab.error = text;
    overlay.classList.remove('hidden');
    message.textContent = text;
    message.className = 'error';
    bar.parentElement.style.display = 'none';
  }

  // Test hook: proves the browser test notices a page that throws.
  if (location.search.indexOf('selftest-throw') >= 0) {
    setTimeout(function () { throw new Error('self-test: deliberate page error'); }, 0);
  }

  const probe = document.createElement('canvas').getContext('webgl2');
  if (!probe) {
    fail(boot.noWebGL);
    window.Module = { noInitialRun: true, preRun: [], postRun: [] };
    return;
  }

  // The app's WebGL2 context, made here so it keeps its pixels between frames: the UI is redrawn
  // only when it changes, and the scene is drawn around its windows (web/platform/UiRenderer.hpp).
  // Emscripten's GLFW then finds and uses this context.
  // alpha: true although the page never shows through: every clear writes alpha 1 and every blend
  // keeps it (glBlendFuncSeparate ... GL_ONE, GL_ONE_MINUS_SRC_ALPHA). Software WebGL reads the
  // canvas back each frame, and an RGBA buffer reads back as a plain copy where an RGB one is
  // converted pixel by pixel: 3 ms less per frame at 1280x800 (bench/README.md, "The page").
  canvas.getContext('webgl2', { alpha: true, premultipliedAlpha: true, antialias: false, depth: true, stencil: true,
                                preserveDrawingBuffer: true });

  let totalDependencies = 0;
  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) {
      // Emscripten reports "Downloading data... (received/total)".
      const m = text && text.match(/\((\d+(\.\d+)?)\/(\d+)\)/);
      if (m) {
        const received = parseFloat(m[1]), total = parseFloat(m[3]);
        bar.style.width = (total > 0 ? (100 * received / total) : 0).toFixed(0) + '%';
        const mb = function (bytes) { const t = (bytes / 1048576).toFixed(1); return document.documentElement.lang === 'en' ? t : t.replace('.', ','); };
        message.textContent = fillIn(boot.loading, [mb(received), mb(total)]);
      } else if (text) {
        message.textContent = text;
      }
    },
    monitorRunDependencies: function (left) {
      totalDependencies = Math.max(totalDependencies, left);
      if (left === 0) message.textContent = boot.starting;
    },
    onAbort: function (what) {
      fail(fillIn(boot.stopped, [what]));
    },
    postRun: [function () {
      overlay.classList.add('hidden');
      // Test and scripting hooks into the running app.
      window.wrenchlab.state = function () { return JSON.parse(Module.ccall('wl_state_json', 'string', [], [])); };
      window.wrenchlab.openLessonFile = function (p) { wake(); return Module.ccall('wl_open_lesson_file', 'number', ['string'], [String(p)]) === 1; };
      // ?lesson=my-lessons/intro.json opens a lecturer's lesson file from this site (same origin
      // only: the page's CSP refuses any other). Its model path is relative to /content/lessons/.
      const lessonUrl = new URLSearchParams(location.search).get('lesson');
      if (lessonUrl && /^[A-Za-z0-9._\/-]+\.json$/.test(lessonUrl) && lessonUrl.indexOf('..') < 0) {
        fetch(lessonUrl).then(function (r) { if (!r.ok) throw new Error(r.status + ' ' + r.statusText); return r.arrayBuffer(); })
          .then(function (data) {
            const name = '/content/lessons/_opened-' + lessonUrl.replace(/[^A-Za-z0-9._-]/g, '_');
            Module.FS.writeFile(name, new Uint8Array(data));
            window.wrenchlab.openLessonFile(name);
          })
          .catch(function (e) { console.warn('lesson ' + lessonUrl + ' could not be loaded: ' + e.message); });
      }
      window.wrenchlab.snapshot = function () { return JSON.parse(Module.ccall('wl_snapshot_json', 'string', [], [])); };
      window.wrenchlab.load = function (hash) { wake(); return Module.ccall('wl_load_hash', 'number', ['string'], [String(hash)]) === 1; };
      window.wrenchlab.setParameter = function (path, value) {
        wake();
        return Module.ccall('wl_set_parameter', 'number', ['string', 'string'], [String(path), String(value)]) === 1;
      };
      // 'phone', 'tablet', 'desktop', 'projector' by hand, or 'auto' (the screen decides).
      window.wrenchlab.setLayout = function (name) { wake(); return Module.ccall('wl_set_layout', 'number', ['string'], [String(name)]) === 1; };
      // The screen-reader layer's actions (see accessibleLayer below): next, previous, play, pause,
      // time, time-forward, time-back, observer, about, segment, answer ("index:answer"), student ("set|name");
      // on a predict step predict-angle ("degrees" or "index:degrees"), predict-turn (degrees), predict-arrow, reveal.
      window.wrenchlab.act = function (action, value) {
        wake();
        const done = Module.ccall('wl_accessible_action', 'number', ['string', 'string'], [String(action), String(value === undefined ? '' : value)]) === 1;
        refreshLayer();
        return done;
      };
      window.wrenchlab.accessible = function () { return JSON.parse(Module.ccall('wl_accessible_json', 'string', [], [])); };
      // The app's language by hand ('en', 'de', 'pt-BR'), as the language menus do.
      window.wrenchlab.setLanguage = function (tag) { return window.wrenchlab.act('language', tag); };
      window.wrenchlab.pageTexts = function () { return JSON.parse(Module.ccall('wl_page_texts_json', 'string', [], [])); };
      refreshLayer();
      // What the layer shows changes only in a drawn frame (the layer's own actions refresh it at
      // once): an idle page, which draws nothing, is not asked at all.
      let refreshedAt = -1;
      setInterval(function () {
        if (window.wrenchlab.frames === refreshedAt) return;
        refreshedAt = window.wrenchlab.frames;
        refreshLayer();
      }, 250);
      // Slide-ready capture, as the Screenshot and Record menus ask for it (0, 0: the screen's size):
      // the results land in wrenchlab.lastPicture and wrenchlab.lastRecording (and in the downloads).
      window.wrenchlab.picture = function (width, height, transparent) {
        wake();
        Module.ccall('wl_request_picture', null, ['number', 'number', 'number'], [width | 0, height | 0, transparent ? 1 : 0]);
      };
      window.wrenchlab.record = function (from, to) {
        wake();
        Module.ccall('wl_request_recording', null, ['number', 'number'], [Number(from), Number(to)]);
      };
      // A link pasted into the address bar of the open page changes only the hash: no reload, so
      // the app applies it here (cut short: a longer one is refused as too long all the same).
      window.addEventListener('hashchange', function () { window.wrenchlab.load(location.hash.slice(0, 21000)); });
    }],
  };
  window.addEventListener('error', function (event) {
    if (!window.wrenchlab.ready) fail(fillIn(boot.notStarted, [event.message || 'script error']));
  });

  // The screen-reader layer (index.html, #a11y): the lesson as text and ordinary controls, kept in
  // step with the app from its compact JSON (wl_accessible_json), polled four times a second and
  // applied only where it changed; the polite live region announces a new step, a new observer and an
  // exercise's result, never the running time. Keys pressed in the layer are the layer's: the app
  // (Emscripten's GLFW listens on the whole window) does not see them.
  const layer = document.getElementById('a11y');
  const live = document.getElementById('a11y-live');
  const byId = function (id) { return document.getElementById(id); };
  let lastJson = '', last = null;
  // The layer's own words in the app's language (wl_page_texts_json), asked again when it changes.
  let words = {}, wordsLanguage = '';
  function t(key, values) { return fillIn(words[key] !== undefined ? words[key] : key, values || []); }
  function applyWords(language) {
    const page = JSON.parse(Module.ccall('wl_page_texts_json', 'string', [], []));
    words = page.texts;
    wordsLanguage = language;
    document.documentElement.lang = page.language;
    document.title = t('a11yPageTitle');
    for (const e of document.querySelectorAll('[data-text]')) e.textContent = t(e.dataset.text);
    for (const e of document.querySelectorAll('[data-text-label]')) e.setAttribute('aria-label', t(e.dataset.textLabel));
    const languages = byId('a11y-language');
    languages.textContent = '';
    for (const l of page.languages) {
      const o = document.createElement('option');
      o.value = l.tag;
      o.lang = l.tag;  // each language's name is said in that language
      o.textContent = l.name;
      languages.appendChild(o);
    }
    languages.value = page.language;
    // Everything built from words is built again: option names, the exercises' labels and buttons.
    for (const select of layer.querySelectorAll('select')) delete select.dataset.key;
    delete byId('a11y-exercises').dataset.key;
  }
  function announce(text) {
    // A fresh text node each time, so the same words said twice are announced twice.
    live.textContent = '';
    setTimeout(function () { live.textContent = text; }, 50);
  }
  function setText(id, text) { const e = byId(id); if (e.textContent !== text) e.textContent = text; }
  function setOptions(select, values, now, names) {
    const key = values.join('\n');
    if (select.dataset.key !== key) {
      select.textContent = '';
      for (const v of values) {
        const o = document.createElement('option');
        o.value = v;
        o.textContent = names ? names(v) : v;
        select.appendChild(o);
      }
      select.dataset.key = key;
    }
    if (select.value !== now && document.activeElement !== select) select.value = now;
  }
  // A table's body rebuilt from rows of cell texts (the first cell of a row is its header), only when the
  // rows changed: a screen reader re-reads a table whose nodes are replaced. True when rebuilt.
  function fillTable(table, rows) {
    const key = JSON.stringify(rows);
    if (table.dataset.key === key) return false;
    const body = table.tBodies[0];
    body.textContent = '';
    for (const r of rows) {
      const tr = document.createElement('tr');
      r.forEach(function (cell, k) {
        const c = document.createElement(k === 0 ? 'th' : 'td');
        if (k === 0) c.scope = 'row';
        c.textContent = cell;
        tr.appendChild(c);
      });
      body.appendChild(tr);
    }
    table.dataset.key = key;
    return true;
  }
  // A list's items rebuilt from their texts, only when they changed.
  function fillList(list, items) {
    const key = JSON.stringify(items);
    if (list.dataset.key === key) return;
    list.textContent = '';
    for (const text of items) {
      const li = document.createElement('li');
      li.textContent = text;
      list.appendChild(li);
    }
    list.dataset.key = key;
  }
  // The Terms panel's switches as check boxes (window.wrenchlab.act 'term', "key:on" / "key:off"); a
  // predict step's hidden terms are read-only until the reveal, and their names say why.
  function refreshTermSwitches(switches) {
    const box = byId('a11y-term-boxes');
    const key = switches.map(function (s) { return s.key + ':' + s.name + ':' + s.hidden; }).join(',');
    if (box.dataset.key !== key) {
      box.textContent = '';
      switches.forEach(function (s) {
        const label = document.createElement('label');
        const input = document.createElement('input');
        input.type = 'checkbox';
        input.id = 'a11y-term-' + s.key;
        input.addEventListener('change', function () {
          if (input.getAttribute('aria-disabled') === 'true') { input.checked = false; return; }
          window.wrenchlab.act('term', s.key + ':' + (input.checked ? 'on' : 'off'));
        });
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + s.name));
        box.appendChild(label);
      });
      box.dataset.key = key;
    }
    switches.forEach(function (s) {
      const input = byId('a11y-term-' + s.key);
      input.setAttribute('aria-disabled', String(s.hidden));
      if (input.checked !== s.on) input.checked = s.on;
    });
  }
  function exerciseKey(e, i) { return i + '|' + e.prompt + '|' + e.kind + '|' + e.choices.join(',') + '|' + wordsLanguage; }
  function buildExercises(list) {
    const box = byId('a11y-exercises');
    box.textContent = '';
    list.forEach(function (e, i) {
      const set = document.createElement('fieldset');
      const legend = document.createElement('legend');
      legend.textContent = (i + 1) + '. ' + (e.step ? e.step_text + ' ' : '') + e.prompt;
      set.appendChild(legend);
      const numbers = document.createElement('p');
      numbers.id = 'a11y-numbers-' + i;
      set.appendChild(numbers);
      if (e.kind === 'choice') {
        e.choices.forEach(function (c) {
          const label = document.createElement('label');
          const radio = document.createElement('input');
          radio.type = 'radio';
          radio.name = 'a11y-exercise-' + i;
          radio.value = c;
          radio.addEventListener('change', function () { if (radio.checked) window.wrenchlab.act('answer', i + ':' + c); });
          label.appendChild(radio);
          label.appendChild(document.createTextNode(' ' + c + ' '));
          set.appendChild(label);
        });
      } else {
        const label = document.createElement('label');
        label.textContent = (e.unit ? t('a11yAnswerIn', [e.unit]) : t('a11yAnswer')) + ' ';
        const input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'decimal';
        input.id = 'a11y-answer-' + i;
        label.appendChild(input);
        set.appendChild(label);
        const check = document.createElement('button');
        check.type = 'button';
        check.textContent = t('a11yCheckAnswer', [i + 1]);
        input.addEventListener('input', function () { input.dataset.typed = '1'; });
        const send = function () { delete input.dataset.typed; window.wrenchlab.act('answer', i + ':' + input.value.trim()); };
        check.addEventListener('click', send);
        input.layerEnter = send;  // Enter in the field (see the keydown capture below)
        set.appendChild(check);
      }
      const feedback = document.createElement('p');
      feedback.id = 'a11y-feedback-' + i;
      set.appendChild(feedback);
      box.appendChild(set);
    });
    box.dataset.key = list.map(exerciseKey).join('\n');
  }
  function refreshLayer() {
    if (!window.Module || !Module.ccall || !window.wrenchlab.ready || document.hidden) return;
    let text;
    try { text = Module.ccall('wl_accessible_json', 'string', [], []); } catch (e) { return; }
    if (text === lastJson) return;
    lastJson = text;
    const a = JSON.parse(text);
    if (a.language !== wordsLanguage) applyWords(a.language);
    const before = last;
    last = a;
    setText('a11y-title', t('a11yTitle', [a.lesson.title || t('a11yNoLesson')]));
    setText('a11y-message', a.message || '');
    const lessonSelect = byId('a11y-lesson');
    const titles = {};
    for (const l of a.lesson.choices || []) titles[l.id] = l.title;
    setOptions(lessonSelect, (a.lesson.choices || []).map(function (l) { return l.id; }), a.lesson.id, function (id) { return titles[id]; });
    if (!a.step) return;
    const stepLine = t('a11yStepLine', [a.step.number, a.step.count, a.step.title]);
    setText('a11y-lesson-heading', t('a11yLessonHeading', [a.lesson.title]));
    setText('a11y-step', stepLine);
    setText('a11y-step-text', a.step.text);
    // aria-disabled, not disabled: a button that disables itself under the keyboard focus drops it.
    document.querySelector('#a11y [data-action="previous"]').setAttribute('aria-disabled', String(a.step.number <= 1));
    document.querySelector('#a11y [data-action="next"]').setAttribute('aria-disabled', String(a.step.number >= a.step.count));
    setText('a11y-time', t('a11yTimeLine', [a.time.now, a.time.start, a.time.end, t(a.time.playing ? 'a11yPlaying' : 'a11yPaused')]));
    const play = byId('a11y-play');
    play.dataset.action = a.time.playing ? 'pause' : 'play';
    setText('a11y-play', t(a.time.playing ? 'a11yPause' : 'a11yPlay'));
    // The number field reads and writes a decimal point whatever the language (the browser shows it
    // as the page's language writes numbers).
    const timeInput = byId('a11y-time-input');
    timeInput.min = a.time.start_value;
    timeInput.max = a.time.end_value;
    // A value being typed (not yet applied) is left alone.
    if (document.activeElement !== timeInput && !timeInput.dataset.typed) timeInput.value = a.time.value;
    setOptions(byId('a11y-observer'), a.observer.choices, a.observer.now, function (v) { return a.observer.names[v] || v; });
    setOptions(byId('a11y-about'), a.about.choices, a.about.now, function (v) { return a.about.names[v] || v; });
    setText('a11y-invariance', a.invariance.text);
    setOptions(byId('a11y-segment'), a.segment.choices, a.segment.now);
    setText('a11y-terms-heading', t('a11yTermsOn', [a.segment.now]));
    setText('a11y-terms-caption', t('a11yTableCaption', [a.segment.now, a.time.now, a.segment.axes, a.about.name, a.observer.name]));
    const list = a.list_separator;
    const rows = a.segment.terms.map(function (term) {
      return [term.term, term.force.join(list), term.moment.join(list), a.segment.units.force + list + a.segment.units.moment, term.frame];
    });
    if (fillTable(byId('a11y-terms'), rows)) {
      byId('a11y-terms').hidden = rows.length === 0;  // an empty table is no table to a screen reader
      byId('a11y-no-terms').hidden = rows.length !== 0;
    }
    refreshTermSwitches(a.term_switches);
    // The Formulas panel: each law, then the selected segment's numbers (or why they wait).
    setText('a11y-formulas-heading', a.formulas.heading);
    fillList(byId('a11y-formulas'), a.formulas.list.map(function (f) {
      return f.symbol + (!f.numbers ? '' : /^=/.test(f.numbers) ? ' ' + f.numbers : ' — ' + f.numbers);
    }));
    byId('a11y-formulas-section').hidden = a.formulas.list.length === 0;
    // The Plot panel in words: what it shows over which time, each curve's least and largest value.
    setText('a11y-plot-what', a.plot.what);
    fillList(byId('a11y-plot'), a.plot.rows);
    // The State panel as text: each coordinate's value and torque, one coordinate set at a time.
    if (a.state) {
      setText('a11y-state-status', (a.state.held ? t('a11yStateHeld', [a.time.now]) : t('a11yStateFollowing')) +
                                   (a.state.listed ? ' ' + a.state.listed : ''));
      const still = byId('a11y-hold-still');
      if (still.checked !== a.state.hold_still) still.checked = a.state.hold_still;
      byId('a11y-state').closest('section').querySelector('[data-action="release"]').setAttribute('aria-disabled', String(!a.state.held));
      // The coordinate chosen stays chosen; another model's (a new lesson) gives way to the first one.
      const names = a.state.coordinates.map(function (c) { return c.name; });
      const picked = byId('a11y-coordinate').value;
      if (names.indexOf(picked) < 0) delete byId('a11y-coordinate-value').dataset.typed;
      setOptions(byId('a11y-coordinate'), names, names.indexOf(picked) >= 0 ? picked : names[0]);
      if (names.indexOf(byId('a11y-coordinate').value) < 0 && names.length) byId('a11y-coordinate').value = names[0];
      const chosen = a.state.coordinates.find(function (c) { return c.name === byId('a11y-coordinate').value; });
      const valueInput = byId('a11y-coordinate-value');
      if (chosen && document.activeElement !== valueInput && !valueInput.dataset.typed) valueInput.value = chosen.q_value;
      const stateRows = a.state.coordinates.map(function (c) { return [c.name, c.q + ' ' + c.unit, c.tau + ' ' + c.tau_unit]; });
      fillTable(byId('a11y-state'), stateRows);
    }
    byId('a11y-state').closest('section').hidden = !a.state;
    const box = byId('a11y-exercises');
    if (box.dataset.key !== a.exercises.map(exerciseKey).join('\n')) buildExercises(a.exercises);
    byId('a11y-exercises-heading').parentElement.hidden = a.exercises.length === 0;
    const student = a.student;
    setText('a11y-student-status', student ? t('a11yStudentNumbersFor', [student.name, student.seed]) : t('a11yStudentIntro'));
    setText('a11y-code', !student ? '' : student.code ? t('a11yStudentCode', [student.right.join(', '), student.code]) : t('a11yStudentNoCode'));
    const nameInput = byId('a11y-student-name'), setInput = byId('a11y-student-set');
    if (document.activeElement !== nameInput && !nameInput.dataset.typed) nameInput.value = student ? student.name : '';
    if (document.activeElement !== setInput && !setInput.dataset.typed) setInput.value = student && student.seed !== '0' ? student.seed : '';
    a.exercises.forEach(function (e, i) {
      setText('a11y-numbers-' + i, e.numbers ? t('a11yStudentNumbers', [e.numbers]) : '');
      setText('a11y-feedback-' + i, e.feedback);
      const input = byId('a11y-answer-' + i);
      if (input && document.activeElement !== input && !input.dataset.typed && e.answer && input.value !== e.answer) input.value = e.answer;
      for (const radio of box.querySelectorAll('input[name="a11y-exercise-' + i + '"]')) radio.checked = radio.value === e.answer;
    });
    refreshPrediction(a.predict);
    // What changed, said once: a step, an observer, an exercise's result (not the running time).
    const said = [];
    if (!before || !before.step || before.lesson.id !== a.lesson.id || before.step.number !== a.step.number)
      said.push((before && before.step && before.lesson.id === a.lesson.id ? '' : a.lesson.title + '. ') + stepLine + '. ' + a.step.text);
    else if (before.observer.now !== a.observer.now)
      said.push(t('a11ySaidObserver', [a.observer.name, a.invariance.text]));
    if (before && before.exercises && before.lesson.id === a.lesson.id)
      a.exercises.forEach(function (e, i) {
        const was = before.exercises[i];
        if (was && (was.result !== e.result || was.answer !== e.answer) && e.result !== 'unanswered')
          said.push(t('a11ySaidExercise', [i + 1, e.feedback]));
      });
    // A prediction revealed: how far off it was, and the step's explanation.
    if (before && before.predict && !before.predict.revealed && a.predict && a.predict.revealed)
      said.push(predictionResult(a.predict));
    if (before && student && student.code && (!before.student || before.student.code !== student.code))
      said.push(t('a11yStudentCode', [student.right.join(', '), student.code]));
    // What a control of the layer asked to hear once the app answered (a time set, hold still).
    if (sayAfter && before) said.push(sayAfter(a));
    sayAfter = null;
    if (said.length && before) announce(said.join(' '));
  }
  // The time line and the state's status after the layer's own time and hold-still controls: their
  // result is not on the focused control, so it is said (the running time never is).
  let sayAfter = null;
  const sayTime = function (a) { return t('a11yTimeLine', [a.time.now, a.time.start, a.time.end, t(a.time.playing ? 'a11yPlaying' : 'a11yPaused')]); };
  const sayState = function (a) { return a.state ? (a.state.held ? t('a11yStateHeld', [a.time.now]) : t('a11yStateFollowing')) : ''; };

  // "Predict, then see" in the layer (#a11y-predict): on a predict step the hidden arrows' directions
  // as angle fields in degrees and a Reveal button (window.wrenchlab.act 'predict-angle', 'reveal');
  // after the reveal, each angle to the true arrow and the explanation, announced once. Its words are
  // the catalogue's (a11yPredict…), in the app's language; the sentences built from numbers come
  // ready-made from the app (how, result).
  const predictWords = {
    angle: function (label) { return t('a11yPredictAngle', [label]); },
    unset: function () { return t('a11yPredictUnset'); },
  };
  function predictionResult(p) {
    return p.arrows.map(function (r) { return r.result || ''; }).join(' ') + ' ' + (p.explanation || '');
  }
  function refreshPrediction(p) {
    const section = byId('a11y-predict');
    section.hidden = !p;
    if (!p) return;
    setText('a11y-predict-how', p.how);
    const box = byId('a11y-predict-arrows');
    const key = p.arrows.map(function (r) { return r.key + ':' + r.label; }).join(',') + '|' + wordsLanguage;
    if (box.dataset.key !== key) {
      box.textContent = '';
      p.arrows.forEach(function (r, i) {
        const label = document.createElement('label');
        label.textContent = predictWords.angle(r.label) + ' ';
        const input = document.createElement('input');
        input.type = 'number';
        input.step = '1';
        input.id = 'a11y-predict-angle-' + i;
        input.placeholder = predictWords.unset();
        input.addEventListener('input', function () { input.dataset.typed = '1'; });
        input.layerEnter = setAngles;
        label.appendChild(input);
        box.appendChild(label);
      });
      box.dataset.key = key;
    }
    p.arrows.forEach(function (r, i) {
      const input = byId('a11y-predict-angle-' + i);
      input.readOnly = p.revealed;
      if (document.activeElement !== input && !input.dataset.typed && input.value !== r.angle) input.value = r.angle;
    });
    byId('a11y-reveal').setAttribute('aria-disabled', String(p.revealed));
    byId('a11y-predict-set').setAttribute('aria-disabled', String(p.revealed));
    setText('a11y-predict-result', p.revealed ? predictionResult(p) : '');
  }
  function setAngles() {
    const inputs = byId('a11y-predict-arrows').querySelectorAll('input');
    inputs.forEach(function (input, i) {
      if (input.value.trim() === '') return;
      delete input.dataset.typed;
      window.wrenchlab.act('predict-angle', i + ':' + input.value.trim());
    });
  }
  byId('a11y-predict-set').addEventListener('click', setAngles);
  layer.addEventListener('click', function (event) {
    const button = event.target.closest('button[data-action]');
    if (!button || !window.wrenchlab.act) return;
    if (/^time-/.test(button.dataset.action)) sayAfter = sayTime;
    if (button.dataset.action === 'release') sayAfter = sayState;
    window.wrenchlab.act(button.dataset.action);
  });
  const timeInput = byId('a11y-time-input');
  function goToTime() {
    delete timeInput.dataset.typed;
    sayAfter = sayTime;
    if (window.wrenchlab.act) window.wrenchlab.act('time', timeInput.value);
  }
  timeInput.addEventListener('input', function () { timeInput.dataset.typed = '1'; });
  timeInput.layerEnter = goToTime;
  // A student's name or ID (and set): "set|name" to the app; an empty name goes back to the lesson's numbers.
  // A form, so Enter in either field submits it (the layer's key listeners below stop keydown handlers,
  // not the form's own submission).
  byId('a11y-student').addEventListener('submit', function (event) {
    event.preventDefault();  // never navigates (and the page's CSP has form-action 'none')
    const name = byId('a11y-student-name'), set = byId('a11y-student-set');
    delete name.dataset.typed;
    delete set.dataset.typed;
    if (window.wrenchlab.act) window.wrenchlab.act('student', set.value.trim() + '|' + name.value);
  });
  for (const id of ['a11y-student-name', 'a11y-student-set'])
    byId(id).addEventListener('input', function (event) { event.target.dataset.typed = '1'; });
  byId('a11y-time-go').addEventListener('click', goToTime);
  const coordinateValue = byId('a11y-coordinate-value');
  function setCoordinate() {
    delete coordinateValue.dataset.typed;
    if (window.wrenchlab.act) window.wrenchlab.act('coordinate', byId('a11y-coordinate').value + ':' + coordinateValue.value);
  }
  coordinateValue.addEventListener('input', function () { coordinateValue.dataset.typed = '1'; });
  coordinateValue.layerEnter = setCoordinate;  // Enter in the field (the keydown capture below stops the field's own listeners)
  byId('a11y-coordinate-set').addEventListener('click', setCoordinate);
  byId('a11y-coordinate').addEventListener('change', function () { delete coordinateValue.dataset.typed; lastJson = ''; refreshLayer(); });
  byId('a11y-hold-still').addEventListener('change', function (event) {
    sayAfter = sayState;
    if (window.wrenchlab.act) window.wrenchlab.act('hold-still', event.target.checked ? 'on' : 'off');
  });
  // A list applies its choice when picked with the mouse, but an arrow key on a closed list changes its
  // value at once (Chromium): browsing the lessons or languages with the arrows would open each one and
  // read its introduction. So a choice made with the keys waits for Enter, or for the focus to leave.
  for (const [id, action] of [['a11y-lesson', 'lesson'], ['a11y-observer', 'observer'], ['a11y-about', 'about'], ['a11y-segment', 'segment'],
                              ['a11y-language', 'language']]) {
    const select = byId(id);
    const apply = function () {
      const keyed = select.dataset.keyed;
      delete select.dataset.keyed;
      if (keyed !== 'changed' && keyed !== undefined) return;  // keys pressed, nothing chosen
      if (window.wrenchlab.act) window.wrenchlab.act(action, select.value);
    };
    select.addEventListener('change', function () {
      if (select.dataset.keyed) select.dataset.keyed = 'changed';
      else apply();
    });
    select.layerEnter = apply;  // Enter (the keydown capture below)
    select.addEventListener('blur', function () { if (select.dataset.keyed === 'changed') apply(); else delete select.dataset.keyed; });
  }
  // Keys typed in the layer stay there (their releases still reach the app, so a Shift pressed on the
  // canvas and released in the layer is not left held). From the canvas, Shift+Tab comes back to the
  // layer when no control has the app's keyboard focus (Esc leaves it); Tab otherwise walks the app's
  // controls.
  for (const type of ['keydown', 'keypress']) {
    window.addEventListener(type, function (event) {
      if (layer.contains(event.target)) {
        // Stopped here, in the window's capture phase, the key never reaches the field's own listeners:
        // a field's Enter (answer, time, prediction angle) is handled here instead.
        event.stopImmediatePropagation();
        if (type === 'keydown' && event.target.tagName === 'SELECT' && /^(Arrow|Home$|End$|Page)/.test(event.key) && !event.target.dataset.keyed)
          event.target.dataset.keyed = 'keys';  // the change this key makes waits for Enter (above)
        if (type === 'keydown' && event.key === 'Enter' && typeof event.target.layerEnter === 'function') event.target.layerEnter();
        return;
      }
      if (type === 'keydown' && event.key === 'Tab' && event.shiftKey && window.wrenchlab.ready && window.wrenchlab.state &&
          window.wrenchlab.state().focus === null) {
        event.stopImmediatePropagation();
        event.preventDefault();
        const focusable = Array.from(layer.querySelectorAll('button, select, input')).filter(function (e) {
          return !e.closest('[hidden]');
        });
        if (focusable.length) focusable[focusable.length - 1].focus();
      }
    }, true);
  }

  // Importing files: a file picker and drag-and-drop. Files are read here, in the page, and handed to
  // the app through its in-memory file system: nothing is uploaded anywhere. Files chosen or dropped
  // together stay together (an OpenSim trial is a model, its coordinates and its ground reactions):
  // they are written into one fresh folder under their own names, so a setup or an ExternalLoads file
  // finds the files it names, and the app gets them as one batch.
  let batches = 0;
  function importFiles(list) {
    const files = Array.from(list || []).filter(function (file) {
      if (file.size > 64 * 1048576) { console.warn('import: ' + file.name + ' is larger than 64 MB'); return false; }
      return true;
    });
    if (!files.length) return;
    const single = files.length === 1 && /\.(json|csv|txt)$/i.test(files[0].name);
    const folder = '/import/batch-' + (++batches);
    try { Module.FS.mkdir('/import'); } catch (e) { /* exists */ }
    try { Module.FS.mkdir(folder); } catch (e) { /* exists */ }
    Promise.all(files.map(function (file) { return file.arrayBuffer(); })).then(function (buffers) {
      const names = files.map(function (file, i) {
        // Lesson files go next to the built-in ones so that "../models/x.json" finds our models.
        const lessonFile = single && /\.json$/i.test(file.name);
        const dir = lessonFile ? '/content/lessons' : folder;
        // The user's own name (accents, spaces: a setup names its files so), only a folder separator or a
        // control character replaced: the file system of the page takes anything else.
        const own = file.name.replace(/[\/\\\x00-\x1f\x7f]/g, '_');
        const name = dir + '/' + (lessonFile ? '_opened-' : '') + (own === '.' || own === '..' || own === '' ? '_' : own);
        Module.FS.writeFile(name, new Uint8Array(buffers[i]));
        return name;
      });
      Module.ccall('wl_import_files', null, ['string'], [names.join('\n')]);
      wake();
    });
  }
  const picker = document.createElement('input');
  picker.type = 'file';
  picker.multiple = true;
  picker.accept = '.csv,.mot,.sto,.txt,.json,.osim,.xml,.urdf,.mjcf';
  picker.style.display = 'none';
  picker.addEventListener('change', function () { importFiles(picker.files); picker.value = ''; });
  document.body.appendChild(picker);
  // A phone (iOS) opens a file picker only from within the tap's own handler, not from the app's frame
  // that sees the tap afterwards: a tap or click on the app's "Open a model, trial or lesson file…" opens
  // it here, at once, and the app's own request a frame later is then the same one (not a second dialog).
  // Only the one request that follows such a tap is dropped: a second import right after the first
  // opens its own dialog.
  let tapOpenedAt = -1e9;
  window.wrenchlabPickFile = function () {
    const openedByTap = performance.now() - tapOpenedAt < 1500;
    tapOpenedAt = -1e9;
    if (!openedByTap) picker.click();
  };
  function pickerForTap(x, y) {
    if (!window.Module || !Module._wl_opens_files_at) return false;
    const [fx, fy] = toFramebuffer(x, y);
    if (!Module._wl_opens_files_at(fx, fy)) return false;
    tapOpenedAt = performance.now();
    picker.click();
    return true;
  }
  canvas.addEventListener('mouseup', function (event) {
    if (event.isTrusted && event.button === 0) pickerForTap(event.clientX, event.clientY);
  });
  canvas.addEventListener('dragover', function (event) { event.preventDefault(); });
  canvas.addEventListener('drop', function (event) {
    event.preventDefault();
    if (event.dataTransfer && event.dataTransfer.files.length) importFiles(event.dataTransfer.files);
  });

  // Touch. One finger acts as the mouse (tap a button, drag to orbit or pan); two fingers pinch to
  // zoom about their centre and move to pan. Emscripten's own touch handling reads a field that
  // real touch events lack, so touches are stopped here, before it, and turned into mouse events
  // or a gesture for the app (wl_touch_gesture, framebuffer pixels).
  //
  // A finger put down on a panel that scrolls may mean to scroll it, not to press what is under it (a
  // slider would jump to the finger): the press waits until the finger moves. Up or down, the panel
  // scrolls (wl_touch_pan) and nothing is pressed; sideways (a slider's drag), lifted (a tap) or held
  // still for a moment, the press happens where the finger came down.
  let oneFinger = null;   // {x, y} while one finger is down
  let twoFingers = null;  // {distance, x, y} while two are
  let held = null;        // {x, y, timer, panning} while a press waits on a panel that scrolls
  let downAt = null;      // {x, y} where the one finger came down
  const kSlopCss = 8, kHoldMs = 350;
  function mouse(type, x, y) {
    canvas.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button: 0, buttons: type === 'mouseup' ? 0 : 1,
                                                bubbles: true, cancelable: true }));
  }
  function toFramebuffer(x, y) {
    const ratio = window.devicePixelRatio || 1, rect = canvas.getBoundingClientRect();
    return [(x - rect.left) * ratio, (y - rect.top) * ratio];
  }
  function pressNow() {  // the held press happens after all, where the finger came down
    clearTimeout(held.timer);
    mouse('mousemove', held.x, held.y);
    mouse('mousedown', held.x, held.y);
    held = null;
  }
  function liftFinger(x, y) {
    if (held) {
      clearTimeout(held.timer);
      const tap = !held.panning;
      const at = held;
      held = null;
      if (!tap) return;
      mouse('mousemove', at.x, at.y);
      mouse('mousedown', at.x, at.y);
    }
    mouse('mouseup', x, y);
    // A finger has no hover: once lifted, nothing stays highlighted under where it was.
    mouse('mousemove', -100000, -100000);
  }
  function pair(touches) {
    const a = touches[0], b = touches[1];
    return { distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
             x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 };
  }
  function onTouch(event) {
    if (event.target !== canvas) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    const touches = event.touches;
    if (touches.length === 1 && !twoFingers) {
      const t = touches[0];
      if (!oneFinger) {
        downAt = { x: t.clientX, y: t.clientY };
        const [fx, fy] = toFramebuffer(t.clientX, t.clientY);
        if (window.Module && Module._wl_panel_scrolls_at && Module._wl_panel_scrolls_at(fx, fy)) {
          held = { x: t.clientX, y: t.clientY, panning: false, timer: setTimeout(function () { if (held && !held.panning) pressNow(); }, kHoldMs) };
        } else {
          mouse('mousemove', t.clientX, t.clientY);  // hover first: ImGui picks the widget under the finger
          mouse('mousedown', t.clientX, t.clientY);
        }
      } else if (held) {
        const dx = t.clientX - held.x, dy = t.clientY - held.y;
        if (!held.panning && Math.hypot(dx, dy) > kSlopCss) {
          if (Math.abs(dy) >= Math.abs(dx)) { held.panning = true; clearTimeout(held.timer); }
          else pressNow();
        }
        if (held && held.panning) {
          const [fx, fy] = toFramebuffer(held.x, held.y);
          Module._wl_touch_pan(fx, fy, (t.clientY - oneFinger.y) * (window.devicePixelRatio || 1));
        }
        if (!held) mouse('mousemove', t.clientX, t.clientY);
      } else {
        mouse('mousemove', t.clientX, t.clientY);
      }
      oneFinger = { x: t.clientX, y: t.clientY };
      return;
    }
    if (oneFinger) {  // the finger lifted, or a second one came: the press ends where it is
      if (held && (touches.length >= 2 || event.type === 'touchcancel')) {  // a held press never happens
        clearTimeout(held.timer);
        held = null;
      } else {
        liftFinger(oneFinger.x, oneFinger.y);
        if (touches.length === 0 && downAt && Math.hypot(oneFinger.x - downAt.x, oneFinger.y - downAt.y) <= kSlopCss) {
          if (!pickerForTap(downAt.x, downAt.y)) keyboardForTap(downAt.x, downAt.y);
        }
      }
      oneFinger = null;
    }
    if (touches.length >= 2) {
      const now = pair(touches);
      // A finger added or lifted starts the gesture afresh (no jump).
      if (event.type === 'touchmove' && twoFingers && twoFingers.distance > 0 && window.Module && Module._wl_touch_gesture) {
        const ratio = window.devicePixelRatio || 1;
        const rect = canvas.getBoundingClientRect();
        Module._wl_touch_gesture(now.distance / twoFingers.distance, (now.x - rect.left) * ratio,
                                 (now.y - rect.top) * ratio, (now.x - twoFingers.x) * ratio, (now.y - twoFingers.y) * ratio);
      }
      twoFingers = now;
    } else if (touches.length === 0) {
      twoFingers = null;
    }
  }
  for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel'])
    window.addEventListener(type, onTouch, { capture: true, passive: false });

  // The on-screen keyboard. The app draws its text fields itself, and a phone or tablet opens its
  // keyboard only for a focused field of the page (iOS only from within the tap's own handler). So a
  // tap where the app drew a text field (wl_text_field_at: the last frame's fields) focuses a hidden
  // proxy field, with a number pad for a number, and what is typed into it goes on to the app: text
  // as characters, deletions as Backspace presses (wl_screen_keyboard_*). Keyboards compose words
  // (autocorrect, swipe typing) by rewriting what they typed: the proxy's value is compared with what
  // the app was sent, and only the difference goes. A space is kept in front, so a Backspace always
  // has something to delete (on some keyboards an empty field's Backspace sends nothing).
  const proxy = document.createElement('input');
  proxy.id = 'wl-text-proxy';
  proxy.type = 'text';
  proxy.tabIndex = -1;
  proxy.autocomplete = 'off';
  proxy.spellcheck = false;
  proxy.setAttribute('aria-hidden', 'true');  // the screen-reader layer has its own fields
  proxy.setAttribute('autocapitalize', 'off');
  proxy.setAttribute('autocorrect', 'off');
  // 16 px: iOS zooms the page into a focused field whose text is smaller.
  proxy.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;padding:0;margin:0;' +
                        'font-size:16px;pointer-events:none;caret-color:transparent';
  document.body.appendChild(proxy);
  const kKept = ' ';
  let proxySent = kKept;  // the proxy's value as the app has been sent it
  let composing = false;
  function resetProxy() {
    proxy.value = kKept;
    proxySent = kKept;
    try { proxy.setSelectionRange(kKept.length, kKept.length); } catch (e) { /* not focused yet */ }
  }
  function keyboardForTap(x, y) {
    if (!window.Module || !Module._wl_text_field_at) return;
    const [fx, fy] = toFramebuffer(x, y);
    const kind = Module._wl_text_field_at(fx, fy);
    if (kind === 0) {
      if (document.activeElement === proxy) proxy.blur();
      return;
    }
    proxy.setAttribute('inputmode', kind === 2 ? 'decimal' : 'text');
    proxy.style.left = Math.round(x) + 'px';  // over the field, which the browser keeps above its keyboard
    proxy.style.top = Math.round(y) + 'px';
    proxy.focus({ preventScroll: true });
    resetProxy();
  }
  function forwardProxy() {
    const now = Array.from(proxy.value), sent = Array.from(proxySent);  // characters, not UTF-16 halves
    let same = 0;
    while (same < now.length && same < sent.length && now[same] === sent[same]) ++same;
    const erase = sent.length - same, typed = now.slice(same).join('');
    proxySent = proxy.value;
    if (erase > 0) Module._wl_screen_keyboard_erase(erase);
    if (typed) Module.ccall('wl_screen_keyboard_text', null, ['string'], [typed]);
    wake();
    if (!composing && (now.length === 0 || now.length > 64)) resetProxy();
  }
  proxy.addEventListener('compositionstart', function () { composing = true; });
  proxy.addEventListener('compositionend', function () { composing = false; forwardProxy(); });
  proxy.addEventListener('input', function () { if (window.Module && Module._wl_screen_keyboard_erase) forwardProxy(); });
  // Enter, Backspace and the arrows reach the app as keys (GLFW's window listeners); a character's
  // keypress does not, or a hardware keyboard's letters would arrive twice (as the key and the input).
  window.addEventListener('keypress', function (event) {
    if (event.target === proxy) event.stopImmediatePropagation();
  }, true);
  // Such a key edits the app's field, not the proxy's text (GLFW keeps Backspace from the proxy): the
  // proxy starts afresh, or the keyboard's next rewrite would be measured against text that is gone.
  window.addEventListener('keydown', function (event) {
    if (event.target === proxy && event.key.length > 1 && event.key !== 'Unidentified' && event.key !== 'Process' && !composing) resetProxy();
  }, true);
  // The proxy is also the way text comes in from a hardware keyboard: while one of the app's fields
  // takes the keys (wrenchlabTextInputStarted, however it got them: a click, Tab and Enter, a Ctrl+click
  // on a slider), the proxy has the page's focus, so what is typed arrives as the page's text, whatever
  // makes it: a key, an input method, a compose key, a paste (Ctrl+V, ⌘V, Shift+Insert, the context
  // menu). GLFW's character callback never sees those. Keys that edit (Backspace, the arrows, Home,
  // Enter, Ctrl+A, Ctrl+Z, Ctrl+C) reach the app as keys and are kept from the proxy, whose text stays
  // the one space with the caret after it; a paste is let through.
  let appTyping = false;
  const pageHasNoFocus = () => !document.activeElement || document.activeElement === document.body ||
                                document.activeElement === canvas || document.activeElement === proxy;
  window.wrenchlabTextInputStarted = function (numberPad) {
    appTyping = true;
    if (document.activeElement === proxy || !pageHasNoFocus()) return;  // a tap opened it already; a layer field has the keys
    proxy.setAttribute('inputmode', numberPad ? 'decimal' : 'text');
    proxy.focus({ preventScroll: true });
    resetProxy();
  };
  window.wrenchlabTextInputEnded = function () {
    appTyping = false;
    if (document.activeElement === proxy) proxy.blur();
  };
  // A click inside the field being typed into (to move its caret) takes the page's focus from the proxy:
  // it comes back while the app still wants text.
  proxy.addEventListener('blur', function () {
    setTimeout(function () {
      if (appTyping && document.hasFocus() && pageHasNoFocus() && document.activeElement !== proxy) {
        proxy.focus({ preventScroll: true });
        resetProxy();
      }
    }, 0);
  });
  window.addEventListener('keydown', function (event) {
    if (event.target !== proxy || composing || event.isComposing) return;
    const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey;  // Ctrl+Alt is AltGr: a character
    const paste = (shortcut && event.key.toLowerCase() === 'v') || (event.shiftKey && event.key === 'Insert');
    const editingKey = event.key.length > 1 && event.key !== 'Unidentified' && event.key !== 'Process' && event.key !== 'Dead';
    if (!paste && (shortcut || editingKey)) event.preventDefault();
  }, true);
  // What the app's fields copy: the system's clipboard (Emscripten's GLFW has none).
  window.wrenchlabCopyText = function (text) {
    const fallback = function () {
      const hold = document.createElement('textarea');
      hold.value = text;
      hold.style.cssText = 'position:fixed;left:0;top:0;opacity:0';
      document.body.appendChild(hold);
      hold.select();
      try { document.execCommand('copy'); } catch (e) { /* nothing more to try */ }
      hold.remove();
      if (appTyping) { proxy.focus({ preventScroll: true }); resetProxy(); }
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(fallback);
    else fallback();
  };

  // Emscripten's GLFW listens for the mouse on the canvas alone, so a button it saw pressed stayed down
  // in the app whenever the browser kept the release from the canvas; the next move went on dragging
  // and the next click was lost. Two ways that happened:
  // - a press on the canvas while page text is selected (Ctrl+A, or a selection in the screen-reader
  //   layer) started the browser's own drag of that text: no more mouse events, a pointercancel. The
  //   canvas is never a drag source, and a cancelled pointer lets go of the button;
  // - a release over anything else (the screen-reader layer, shown over the canvas while it holds the
  //   keyboard focus). It is handed to the canvas as well (a release of a button that is up is nothing).
  canvas.addEventListener('dragstart', (event) => event.preventDefault());
  const pointerAt = { x: 0, y: 0 };  // where the mouse last was (a cancelled pointer reports 0, 0)
  window.addEventListener('pointermove', (event) => { pointerAt.x = event.clientX; pointerAt.y = event.clientY; }, { capture: true, passive: true });
  function releaseOnCanvas(button) {
    canvas.dispatchEvent(new MouseEvent('mouseup', { clientX: pointerAt.x, clientY: pointerAt.y, button, buttons: 0,
                                                     bubbles: false, cancelable: true }));
  }
  window.addEventListener('mouseup', (event) => {
    pointerAt.x = event.clientX;
    pointerAt.y = event.clientY;
    if (event.target !== canvas && event.isTrusted) releaseOnCanvas(event.button);
  }, { capture: true });
  window.addEventListener('pointercancel', (event) => {
    if (event.pointerType !== 'mouse') return;
    for (let button = 0; button < 3; ++button) releaseOnCanvas(button);
  }, { capture: true });

  // Mouse wheel. Emscripten's GLFW hands the app the browser's raw deltaY (about 100 pixels per
  // notch, positive when scrolling down), so one notch zoomed 1.15^100. Stopped here and converted
  // to notches, positive away from the user; a trackpad's small deltas give fractions (smooth).
  function onWheel(event) {
    if (event.target !== canvas) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type !== 'wheel' || !window.Module || !Module._wl_wheel) return;  // legacy duplicates
    const perNotch = event.deltaMode === 1 ? 3 : event.deltaMode === 2 ? 1 : 100;
    const notches = (d) => Math.max(-10, Math.min(10, -d / perNotch));
    Module._wl_wheel(notches(event.deltaX), notches(event.deltaY));
  }
  for (const type of ['wheel', 'mousewheel', 'DOMMouseScroll'])
    window.addEventListener(type, onWheel, { capture: true, passive: false });

  // Offline after the first visit: a service worker keeps the app files (not from file://).
  if ('serviceWorker' in navigator && location.protocol.indexOf('http') === 0 && location.search.indexOf('nosw') < 0) {
    navigator.serviceWorker.register('sw.js').catch(function () { /* offline support is optional */ });
  }
})();
