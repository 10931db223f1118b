#pragma once
// Pictures and videos for slides: what the Screenshot and Record controls ask for, as plain data. The
// platform renders a picture into an offscreen framebuffer of the chosen size (the scene framed anew,
// the legend and the arrow labels, no panels) and the browser downloads it as a PNG, the desktop writes
// the file; a recording plays the chosen span with the panels hidden (the browser records the canvas
// as WebM, the desktop writes one PNG per frame).
#include <array>
#include <optional>
#include <string>

namespace wl::web {

struct CaptureSize {
  const char* name;
  int width, height;  ///< 0: the size of the screen now
};
inline constexpr std::array<CaptureSize, 3> kCaptureSizes{{{"current", 0, 0}, {"1920×1080", 1920, 1080}, {"3840×2160", 3840, 2160}}};

/// What the capture controls are set to (kept while the page runs).
struct CaptureSettings {
  int size = 1;              ///< index into kCaptureSizes
  bool transparent = true;   ///< a picture without background, to paste onto any slide
  float recordFrom = 0.0f;   ///< s; the span a recording plays
  float recordTo = 0.0f;
  bool spanSet = false;      ///< false: the lesson's whole time range (set when the menu first opens)
};

struct PictureRequest {
  int width = 0, height = 0;  ///< 0: the screen's size
  bool transparent = true;
  std::string fileName;
};

struct RecordingRequest {
  double from = 0.0, to = 0.0;  ///< s
  std::string fileName;         ///< .webm in the browser; the desktop's frames are <name>-0001.png, …
};

/// The capture controls' state and what they asked for this frame (the app hands it to the platform).
struct CaptureUi {
  CaptureSettings settings;
  std::optional<PictureRequest> picture;
  std::optional<RecordingRequest> recording;
};

}  // namespace wl::web
