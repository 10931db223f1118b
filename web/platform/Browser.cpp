#include "platform/Browser.hpp"

#include <cstdlib>
#include <deque>
#include <fstream>
#include <sstream>
#include <vector>

#include "imgui.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#endif

namespace wl::web {
namespace {
std::deque<std::vector<std::string>>& importQueue() {
  static std::deque<std::vector<std::string>> queue;  // UI-thread only: filled by drop/picker callbacks, read each frame
  return queue;
}
}  // namespace

void pushImportedFiles(std::vector<std::string> paths) {
  if (!paths.empty()) importQueue().push_back(std::move(paths));
}

bool takeImportedFiles(std::vector<std::string>& paths) {
  if (importQueue().empty()) return false;
  paths = std::move(importQueue().front());
  importQueue().pop_front();
  return true;
}

#if defined(__EMSCRIPTEN__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"
#pragma clang diagnostic ignored "-Winvalid-pp-token"
#pragma clang diagnostic ignored "-Wgnu-zero-variadic-macro-arguments"

// The page's Content-Security-Policy forbids eval, so no emscripten_run_script_*: JS functions instead.
EM_JS(char*, wl_js_location_hash, (), {
  const hash = location.hash.slice(0, 21000);  // a lesson carried inside (16 KB) and the rest; longer ones are reported as too long by the decoder
  const size = lengthBytesUTF8(hash) + 1;
  const out = _malloc(size);
  stringToUTF8(hash, out, size);
  return out;
});

// navigator.languages (most wanted first), one per line.
EM_JS(char*, wl_js_languages, (), {
  const list = (navigator.languages && navigator.languages.length) ? Array.from(navigator.languages) : [navigator.language || ''];
  const text = list.join('\n').slice(0, 2000);
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});

bool isBrowser() { return true; }

std::string readLocationHash() {
  char* hash = wl_js_location_hash();
  std::string out = hash ? hash : "";
  std::free(hash);
  return out;
}

void writeLocationHash(const std::string& hash) {
  EM_ASM({ try { history.replaceState(null, '', UTF8ToString($0)); } catch (e) {} }, hash.c_str());
}

void copyLinkToClipboard(const std::string& hash, bool keepLessonFile) {
  EM_ASM({
    try {
      // By hand, not URLSearchParams: that would rewrite "?nosw" as "?nosw=".
      let search = location.search;
      if (!$1) search = search.replace(/([?&])lesson=[^&]*(&|$)/, function (m, before, after) { return after ? before : ''; });
      navigator.clipboard.writeText(location.href.split(/[?#]/)[0] + search + UTF8ToString($0));
    } catch (e) {}
  }, hash.c_str(), keepLessonFile ? 1 : 0);
}

bool saveTextFile(const std::string& name, const std::string& contents, std::string& where) {
  EM_ASM({
    const blob = new Blob([UTF8ToString($1)], { type: 'text/csv' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString($0);
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  }, name.c_str(), contents.c_str());
  where = "your downloads (" + name + ")";
  return true;
}

bool requestFileImport() {
  EM_ASM({ if (window.wrenchlabPickFile) window.wrenchlabPickFile(); });
  return true;
}

void textInputEnded() {
  EM_ASM({ if (window.wrenchlabTextInputEnded) window.wrenchlabTextInputEnded(); });
}

void textInputStarted(bool numberPad) {
  EM_ASM({ if (window.wrenchlabTextInputStarted) window.wrenchlabTextInputStarted($0); }, numberPad ? 1 : 0);
}

namespace {
void copyToSystemClipboard(void*, const char* text) {
  EM_ASM({ if (window.wrenchlabCopyText) window.wrenchlabCopyText(UTF8ToString($0)); }, text ? text : "");
}
const char* noClipboardText(void*) { return nullptr; }  // the paste comes as the page's text (above)
}  // namespace

void connectClipboard() {
  ImGuiIO& io = ImGui::GetIO();
  io.SetClipboardTextFn = copyToSystemClipboard;
  io.GetClipboardTextFn = noClipboardText;
}

bool savePicture(const std::string& name, const std::vector<std::uint8_t>& png, int width, int height) {
  EM_ASM({
    const bytes = HEAPU8.slice($1, $1 + $2);
    const blob = new Blob([bytes], {type: 'image/png'});
    if (window.wrenchlab) window.wrenchlab.lastPicture = ({name: UTF8ToString($0), width: $3, height: $4, size: $2, blob: blob});
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString($0);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
  }, name.c_str(), png.data(), png.size(), width, height);
  return true;
}

// EM_ASM's code is a macro argument: commas outside parentheses (object literals, arrays) are wrapped
// in them.
bool startCanvasRecording(const std::string& name, const std::string& savedPattern) {
  // The canvas as a 30 fps stream, recorded as WebM (VP8 where the browser names it); the chunks are
  // joined when it stops. A browser without MediaRecorder says so in the progress line.
  return EM_ASM_INT({
    const canvas = document.getElementById('canvas');
    const wl = window.wrenchlab || (window.wrenchlab = {});
    if (!canvas.captureStream || typeof MediaRecorder === 'undefined') return 0;
    const type = (['video/webm;codecs=vp8', 'video/webm']).find(t => MediaRecorder.isTypeSupported(t));
    if (!type) return 0;
    const recorder = new MediaRecorder(canvas.captureStream(30), {mimeType: type, videoBitsPerSecond: 8000000});
    const chunks = [];
    const name = UTF8ToString($0) + '.webm';
    const saved = UTF8ToString($1);
    recorder.ondataavailable = e => { if (e.data && e.data.size) chunks.push(e.data); };
    recorder.onstop = () => {
      const blob = new Blob(chunks, {type: 'video/webm'});
      wl.lastRecording = ({name: name, size: blob.size, type: type, blob: blob});
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 60000);
      const line = document.getElementById('recording');
      if (line) line.textContent = saved.replace('{1}', name).replace('{2}', (blob.size / 1e6).toFixed(1));
      setTimeout(() => { if (line) line.hidden = true; }, 3000);
    };
    wl.recorder = recorder;
    recorder.start(250);
    return 1;
  }, name.c_str(), savedPattern.c_str()) != 0;
}

void showRecordingProgress(double fraction, const std::string& progressText) {
  EM_ASM({
    let line = document.getElementById('recording');
    if (!line) {
      line = document.createElement('div');
      line.id = 'recording';
      line.style.cssText = 'position:fixed;right:12px;bottom:12px;padding:6px 12px;border-radius:6px;' +
                           'background:#b00020;color:#fff;font:16px sans-serif;z-index:10';
      document.body.appendChild(line);
    }
    line.hidden = false;
    line.textContent = UTF8ToString($0);
  }, progressText.c_str());
  (void)fraction;
}

void stopCanvasRecording() {
  EM_ASM({
    const wl = window.wrenchlab;
    if (wl && wl.recorder && wl.recorder.state !== 'inactive') wl.recorder.stop();
  });
}

std::vector<std::string> preferredLanguages() {
  char* joined = wl_js_languages();
  std::vector<std::string> out;
  if (!joined) return out;
  std::istringstream lines(joined);
  for (std::string tag; std::getline(lines, tag);)
    if (!tag.empty()) out.push_back(tag);
  std::free(joined);
  return out;
}

#pragma clang diagnostic pop

extern "C" EMSCRIPTEN_KEEPALIVE void wl_import_file(const char* path) { pushImportedFiles({path}); }

// Files picked or dropped together (an OpenSim trial: model, coordinates, loads), one path per line.
extern "C" EMSCRIPTEN_KEEPALIVE void wl_import_files(const char* paths) {
  std::vector<std::string> batch;
  std::istringstream lines(paths);
  for (std::string line; std::getline(lines, line);)
    if (!line.empty()) batch.push_back(line);
  pushImportedFiles(std::move(batch));
}

#else

bool isBrowser() { return false; }
std::string readLocationHash() { return {}; }
void writeLocationHash(const std::string&) {}
void copyLinkToClipboard(const std::string& hash, bool) { ImGui::SetClipboardText(hash.c_str()); }

bool saveTextFile(const std::string& name, const std::string& contents, std::string& where) {
  std::ofstream out(name, std::ios::binary);
  out << contents;
  where = name;
  return static_cast<bool>(out);
}

bool requestFileImport() { return false; }
void textInputEnded() {}
void textInputStarted(bool) {}
void connectClipboard() {}  // ImGui's GLFW backend reads and writes the desktop's clipboard
bool savePicture(const std::string& name, const std::vector<std::uint8_t>& png, int, int) {
  std::ofstream out(name, std::ios::binary);
  out.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
  return static_cast<bool>(out);
}

bool startCanvasRecording(const std::string&, const std::string&) { return false; }
void showRecordingProgress(double, const std::string&) {}

std::vector<std::string> preferredLanguages() {
  // LANGUAGE may list several ("de:en"); the others name one locale ("de_DE.UTF-8"). "C" and
  // "POSIX" name none.
  std::vector<std::string> out;
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (!value || !*value) continue;
    std::istringstream list(value);
    for (std::string tag; std::getline(list, tag, ':');)
      if (!tag.empty() && tag != "C" && tag.rfind("C.", 0) != 0 && tag != "POSIX") out.push_back(tag);
  }
  return out;
}
void stopCanvasRecording() {}

#endif

}  // namespace wl::web
