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
  const hash = location.hash.slice(0, 5000);  // longer ones are reported as too long by the decoder
  const size = lengthBytesUTF8(hash) + 1;
  const out = _malloc(size);
  stringToUTF8(hash, out, size);
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

bool saveCanvasScreenshot(const std::string& name) {
  EM_ASM({
    const canvas = document.getElementById('canvas');
    const a = document.createElement('a');
    a.href = canvas.toDataURL('image/png');
    a.download = UTF8ToString($0);
    document.body.appendChild(a);
    a.click();
    a.remove();
  }, name.c_str());
  return true;
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
bool saveCanvasScreenshot(const std::string&) { return false; }

#endif

}  // namespace wl::web
