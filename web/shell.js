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

  // An idle page draws nothing: the app skips frames while it is paused and nothing happens
  // (web/platform/main.cpp). Every input event, resize and hook call below counts as something.
  function wake() { window.wrenchlab.input = (window.wrenchlab.input + 1) | 0; }
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'mousedown', 'mousemove', 'mouseup', 'keydown', 'keyup',
                      'wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'resize', 'focus', 'blur', 'hashchange',
                      'visibilitychange'])
    window.addEventListener(type, wake, { capture: true, passive: true });
  // A finger for a pointer (phones, tablets): the layout makes its controls finger-sized.
  const coarse = window.matchMedia ? window.matchMedia('(pointer: coarse)') : null;
  function readPointer() { window.wrenchlab.coarse = !!(coarse && coarse.matches); wake(); }
  readPointer();
  if (coarse && coarse.addEventListener) coarse.addEventListener('change', readPointer);

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
    fail('WrenchLab needs WebGL2, which this browser does not offer (try a current Chrome, Firefox or Safari, ' +
         'or enable hardware acceleration). The desktop version works offline without a browser.');
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
        message.textContent = 'Loading ' + (received / 1048576).toFixed(1) + ' of ' + (total / 1048576).toFixed(1) + ' MB…';
      } else if (text) {
        message.textContent = text;
      }
    },
    monitorRunDependencies: function (left) {
      totalDependencies = Math.max(totalDependencies, left);
      if (left === 0) message.textContent = 'Starting…';
    },
    onAbort: function (what) {
      fail('WrenchLab stopped: ' + what + '. Reload the page; if it happens again, please report it.');
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
      window.addEventListener('hashchange', function () { window.wrenchlab.load(location.hash.slice(0, 5000)); });
    }],
  };
  window.addEventListener('error', function (event) {
    if (!window.wrenchlab.ready) fail('WrenchLab could not start: ' + (event.message || 'script error'));
  });

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
        const name = dir + '/' + (lessonFile ? '_opened-' : '') + file.name.replace(/[^A-Za-z0-9._-]/g, '_');
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
  picker.accept = '.csv,.mot,.sto,.txt,.json,.osim,.xml';
  picker.style.display = 'none';
  picker.addEventListener('change', function () { importFiles(picker.files); picker.value = ''; });
  document.body.appendChild(picker);
  window.wrenchlabPickFile = function () { picker.click(); };
  canvas.addEventListener('dragover', function (event) { event.preventDefault(); });
  canvas.addEventListener('drop', function (event) {
    event.preventDefault();
    if (event.dataTransfer && event.dataTransfer.files.length) importFiles(event.dataTransfer.files);
  });

  // Touch. One finger acts as the mouse (tap a button, drag to orbit or pan); two fingers pinch to
  // zoom about their centre and move to pan. Emscripten's own touch handling reads a field that
  // real touch events lack, so touches are stopped here, before it, and turned into mouse events
  // or a gesture for the app (wl_touch_gesture, framebuffer pixels).
  let oneFinger = null;   // {x, y} while one finger is down
  let twoFingers = null;  // {distance, x, y} while two are
  function mouse(type, x, y) {
    canvas.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button: 0, buttons: type === 'mouseup' ? 0 : 1,
                                                bubbles: true, cancelable: true }));
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
        mouse('mousemove', t.clientX, t.clientY);  // hover first: ImGui picks the widget under the finger
        mouse('mousedown', t.clientX, t.clientY);
      } else {
        mouse('mousemove', t.clientX, t.clientY);
      }
      oneFinger = { x: t.clientX, y: t.clientY };
      return;
    }
    if (oneFinger) {  // a second finger: the first one's press ends where it is
      mouse('mouseup', oneFinger.x, oneFinger.y);
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
