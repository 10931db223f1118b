#include "platform/EditorStorage.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#endif

namespace wl::web {

#if defined(__EMSCRIPTEN__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"
#pragma clang diagnostic ignored "-Winvalid-pp-token"

EM_JS(int, wl_js_store_editor, (const char* text), {
  try { localStorage.setItem('wrenchlab-editor', UTF8ToString(text)); return 1; } catch (e) { return 0; }
});

EM_JS(char*, wl_js_load_editor, (), {
  let text = '';
  try { text = localStorage.getItem('wrenchlab-editor') || ''; } catch (e) {}
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});

#pragma clang diagnostic pop

bool storeEditorState(const std::string& text) { return wl_js_store_editor(text.c_str()) == 1; }

std::string loadEditorState() {
  char* text = wl_js_load_editor();
  std::string out = text ? text : "";
  std::free(text);
  return out;
}

#else

namespace {
std::filesystem::path recoveryFile() {
  if (const char* file = std::getenv("WRENCHLAB_EDITOR_RECOVERY"); file && *file) return file;
  std::filesystem::path folder;
  if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state) folder = state;
  else if (const char* home = std::getenv("HOME"); home && *home) folder = std::filesystem::path(home) / ".local" / "state";
  else folder = ".";
  return folder / "wrenchlab" / "editor-recovery.json";
}
}  // namespace

bool storeEditorState(const std::string& text) {
  const std::filesystem::path file = recoveryFile();
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  // Written aside, then moved over the old one: a crash mid-write never leaves half a file.
  const std::filesystem::path part = file.string() + ".part";
  {
    std::ofstream out(part, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << text;
    if (!out) return false;
  }
  std::filesystem::rename(part, file, ec);
  return !ec;
}

std::string loadEditorState() {
  std::ifstream in(recoveryFile(), std::ios::binary);
  if (!in) return "";
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

#endif

}  // namespace wl::web
