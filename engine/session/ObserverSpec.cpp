#include "session/ObserverSpec.hpp"

namespace wl {

Result<Observer> parseObserver(const Model& model, std::string_view text) {
  const std::string full(text);
  const size_t at = full.find('@');
  const std::string frameName = full.substr(0, at);
  Observer observer;
  if (frameName == "own") {
    observer = Observer::ownFrame();
  } else if (frameName == "parent") {
    observer = Observer::parentFrame();
  } else {
    const FrameId frame = model.findFrame(frameName);
    if (frame == kNoFrame) {
      std::string known = "world, own, parent";
      for (size_t i = 1; i < model.frames().size(); ++i) known += ", " + model.frames()[i].name;
      return Error{"frame", "unknown observer frame \"" + frameName + "\" (known: " + known + ")"};
    }
    observer = Observer::inFrame(frame);
  }
  if (at != std::string::npos) {
    if (observer.kind != Observer::Kind::Frame)
      return Error{"frame", "an attachment point (@) needs a named frame, not \"" + frameName + "\""};
    const std::string pointName = full.substr(at + 1);
    const PointId point = model.findPoint(pointName);
    if (point == kNoPoint) return Error{"frame", "unknown point \"" + pointName + "\""};
    observer.attachment = Observer::Attachment::Point;
    observer.point = point;
  }
  if (Status s = validateObserver(model, observer); !s) return Error{"frame", s.error().text()};
  return observer;
}

std::string observerName(const Model& model, const Observer& observer) {
  switch (observer.kind) {
    case Observer::Kind::OwnFrame: return "own";
    case Observer::Kind::ParentFrame: return "parent";
    case Observer::Kind::Frame: break;
  }
  std::string name = observer.frame >= 0 && observer.frame < static_cast<FrameId>(model.frames().size())
                         ? model.frames()[static_cast<size_t>(observer.frame)].name
                         : "?";
  if (observer.attachment == Observer::Attachment::Point && observer.point >= 0 &&
      observer.point < static_cast<PointId>(model.points().size()))
    name += "@" + model.points()[static_cast<size_t>(observer.point)].name;
  return name;
}

Status parseExpressedIn(const Model& model, std::string_view text, ViewSettings& view) {
  if (text == "observer" || text.empty()) {
    view.expressInObserverFrame = true;
    view.expressInOwnFrames = false;
    return Status::success();
  }
  if (text == "own") {
    view.expressInObserverFrame = false;
    view.expressInOwnFrames = true;
    return Status::success();
  }
  const FrameId frame = model.findFrame(std::string(text));
  if (frame == kNoFrame) {
    std::string known = "observer, own";
    for (size_t i = 0; i < model.frames().size(); ++i) known += ", " + model.frames()[i].name;
    return Error{"expressed in", "unknown frame \"" + std::string(text) + "\" (known: " + known + ")"};
  }
  view.expressInObserverFrame = false;
  view.expressInOwnFrames = false;
  view.expressedIn = frame;
  return Status::success();
}

std::string expressedInName(const Model& model, const ViewSettings& view) {
  if (view.expressInObserverFrame) return "observer";
  if (view.expressInOwnFrames) return "own";
  return view.expressedIn >= 0 && view.expressedIn < static_cast<FrameId>(model.frames().size())
             ? model.frames()[static_cast<size_t>(view.expressedIn)].name
             : "?";
}

Result<AboutPoint> parseAboutPoint(std::string_view text) {
  if (text == "proximal") return AboutPoint::Proximal;
  if (text == "com") return AboutPoint::Com;
  if (text == "distal") return AboutPoint::Distal;
  return Error{"about", "must be proximal, com or distal, got \"" + std::string(text) + "\""};
}

const char* toString(AboutPoint about) {
  switch (about) {
    case AboutPoint::Proximal: return "proximal";
    case AboutPoint::Com: return "com";
    case AboutPoint::Distal: return "distal";
  }
  return "proximal";
}

}  // namespace wl
