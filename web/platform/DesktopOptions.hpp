#pragma once
// The desktop window's command line (wrenchlab-desktop --help), read with CLI11 as the CLI's is, and
// what the page has instead: none (it starts from its address). Tests drive the desktop through these.
#include <string>
#include <vector>

namespace wl::web {

struct DesktopOptions {
  int frames = -1;                // stop after this many frames
  std::string screenshot;         // PNG of the last frame
  std::string contentDir = "content";
  std::string link;               // a shared link's hash: opens that lesson, step, frame, time
  double seconds = -1.0;          // stop after this long (tests of the idle window)
  std::vector<std::string> open;  // files opened together at start, as if dropped on the window
  std::string stateOut;           // state() JSON written after the last frame (tests)
  std::string picture;            // a 1920×1080 transparent picture for slides after the last frame
  std::string record;             // the first 0.2 s of the lesson as <record>-0001.png, … after the last frame
  std::string saveLesson;         // the open lesson saved as the editor's Save does, after the last frame
  std::string snapshotOut;        // the terms shown (snapshot(), the CLI's JSON) after the last frame
  std::string language;           // --lang (en, de, pt-BR); otherwise the locale's, or English
  std::vector<std::string> packagePaths;  // where a URDF's package://NAME/… meshes are; extra Geometry folders for OpenSim
};

/// Reads the desktop's arguments into `options`. Returns −1 to go on, or the exit code: 0 after --help,
/// 2 with one line on stderr for anything it refuses (an unknown option, a value that is no number, a
/// language it does not have, --screenshot without --frames).
int parseDesktopOptions(int argc, char** argv, DesktopOptions& options);

}  // namespace wl::web
