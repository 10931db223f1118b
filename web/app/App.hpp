#pragma once
// The WrenchLab window: pick a model, play it, choose the observer frame and read every wrench term.
// All numbers come from the engine's Session; this class only shows them.
#include <memory>
#include <string>
#include <vector>

#include "app/LineRenderer.hpp"
#include "session/Session.hpp"

namespace wl::web {

struct FrameInput {
  int framebufferWidth = 1, framebufferHeight = 1;
  double dt = 1.0 / 60.0;
};

class App {
 public:
  bool init(const std::string& contentDir, std::string& error);
  void frame(const FrameInput& input);  ///< ImGui calls for one frame, and the scene under them
  void shutdown();
  bool hasError() const { return !message_.empty() && messageIsError_; }

 private:
  void openModel(size_t index);
  void controlsWindow();
  void termsWindow();
  void drawScene(const FrameInput& input);

  std::string contentDir_;
  std::vector<std::string> modelPaths_, modelNames_;
  size_t current_ = 0;
  std::unique_ptr<Session> session_;
  LineRenderer lines_;
  View2D view_;
  bool playing_ = true;
  float speed_ = 1.0f;
  int observer_ = 0;  // 0 world, 1 own, 2 parent, then the model's frames from index 1
  std::string message_;
  bool messageIsError_ = false;
  std::vector<float> scratch_;
};

}  // namespace wl::web
