#pragma once
// Where the lesson editor keeps the edit in progress, so that a reload, a closed tab or a crash loses
// nothing: the browser's localStorage (key "wrenchlab-editor"), the desktop's recovery file
// ($XDG_STATE_HOME or ~/.local/state, wrenchlab/editor-recovery.json; WRENCHLAB_EDITOR_RECOVERY
// names another file, as the tests do).
#include <string>

namespace wl::web {

/// Keeps `text` (the editor's state as JSON); false when the host refused it (storage full).
bool storeEditorState(const std::string& text);
/// The kept text, or "" when there is none.
std::string loadEditorState();

}  // namespace wl::web
