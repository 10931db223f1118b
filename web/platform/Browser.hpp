#pragma once
// What the app needs from its host, in one place: the URL hash, the clipboard, saving a file
// (a download in the browser, a file next to the program on the desktop), picking a file to import,
// and files dropped on the window. The browser side is a few lines of JavaScript via EM_ASM.
#include <cstdint>
#include <string>
#include <vector>

namespace wl::web {

std::string readLocationHash();
void writeLocationHash(const std::string& hash);
/// Copies a share link: in the browser the page's full address with `hash` (pasted into an e-mail
/// it is a link that opens); on the desktop the hash alone, for the web app's address. The page's
/// ?lesson= (a lesson file it opened) is kept only while that file's lesson is the one shown: it
/// would open over the link's lesson.
void copyLinkToClipboard(const std::string& hash, bool keepLessonFile);
/// Browser: offers a download. Desktop: writes the file in the working directory; `where` says where.
bool saveTextFile(const std::string& name, const std::string& contents, std::string& where);
/// Asks the host to open a file picker (browser); the chosen files arrive via takeImportedFiles().
bool requestFileImport();
/// Files the user picked or dropped together (paths in the app's file system), one batch at a time:
/// an OpenSim trial is several files that belong together.
void pushImportedFiles(std::vector<std::string> paths);
bool takeImportedFiles(std::vector<std::string>& paths);
/// A picture for slides (PNG bytes): the browser downloads it (and keeps it for tests in
/// window.wrenchlab.lastPicture); the desktop writes the file. False when it could not be saved.
bool savePicture(const std::string& name, const std::vector<std::uint8_t>& png, int width, int height);
/// Browser: starts recording the canvas as WebM (MediaRecorder), shows `progress` over the page while
/// it records, and stops, downloads it and keeps it in window.wrenchlab.lastRecording. Desktop: no-ops.
/// `savedPattern` is the line shown once it is saved, "Saved {1} ({2} MB)" in the UI's language;
/// `progressText` the line while it records ("Recording 40 %").
bool startCanvasRecording(const std::string& name, const std::string& savedPattern);
void showRecordingProgress(double fraction, const std::string& progressText);
void stopCanvasRecording();
bool isBrowser();
/// The app's text field let go of the keys (Enter, a tap elsewhere): the browser's on-screen keyboard,
/// opened for it by shell.js, closes. Desktop: nothing.
void textInputEnded();
/// The app's text field took the keys (a click, Tab and Enter, a Ctrl+click on a slider): in the browser
/// the keys' text then comes through the page's own text events into shell.js's hidden proxy field, so
/// that an input method, a compose key, the phone keyboard's suggestions and a paste arrive as typed
/// (GLFW alone hears only key presses). `numberPad`: the field takes a number. Desktop: nothing (GLFW's
/// character callback and clipboard carry any text there).
void textInputStarted(bool numberPad);
/// What the app's text fields copy (Ctrl+C, Ctrl+X) goes to the system's clipboard: in the browser through
/// navigator.clipboard (Emscripten's GLFW has no clipboard), on the desktop through GLFW's. Pasting in the
/// browser is the page's paste event into the proxy field (textInputStarted), so ImGui's own paste reads
/// nothing there: the text must arrive once.
void connectClipboard();
/// The user's languages, most wanted first: the browser's navigator.languages; on the desktop the
/// locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG: "de_DE.UTF-8"). Empty when none is known.
std::vector<std::string> preferredLanguages();

}  // namespace wl::web
