#include "app/App.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "imgui.h"
#include "io/ModelJson.hpp"
#include "session/ObserverSpec.hpp"

namespace wl::web {
namespace fs = std::filesystem;

bool App::init(const std::string& contentDir, std::string& error) {
  contentDir_ = contentDir;
  if (!lines_.init(error)) return false;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(fs::path(contentDir) / "models", ec))
    if (entry.path().extension() == ".json") modelPaths_.push_back(entry.path().string());
  std::sort(modelPaths_.begin(), modelPaths_.end());
  if (modelPaths_.empty()) {
    error = "no models found in " + contentDir + "/models";
    return false;
  }
  for (const auto& p : modelPaths_) modelNames_.push_back(fs::path(p).stem().string());
  const auto nlink = std::find(modelNames_.begin(), modelNames_.end(), "nlink");
  openModel(nlink == modelNames_.end() ? 0 : static_cast<size_t>(nlink - modelNames_.begin()));
  return true;
}

void App::shutdown() { lines_.shutdown(); }

void App::openModel(size_t index) {
  auto file = loadModelFile(modelPaths_[index]);
  if (!file) {
    message_ = file.error().text();  // keep the previous model running
    messageIsError_ = true;
    return;
  }
  auto session = Session::create(std::move(*file));
  if (!session) {
    message_ = session.error().text();
    messageIsError_ = true;
    return;
  }
  session_ = std::make_unique<Session>(std::move(*session));
  current_ = index;
  observer_ = 0;
  message_.clear();
  messageIsError_ = false;
}

void App::frame(const FrameInput& input) {
  if (session_ && playing_) {
    double t = session_->time() + input.dt * speed_;
    if (t > session_->endTime()) t = session_->startTime();  // loop
    if (Status s = session_->setTime(t); !s) {
      playing_ = false;
      message_ = s.error().text();
      messageIsError_ = true;
    }
  }
  drawScene(input);
  controlsWindow();
  termsWindow();
}

void App::controlsWindow() {
  ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(420, 0), ImGuiCond_FirstUseEver);
  ImGui::Begin("WrenchLab");
  ImGui::TextWrapped("Every wrench term of a moving chain, in any observer frame: τ = M(q) q̈ + C + G + E, "
                     "F_cor = −2m ω × ṙ.");
  if (ImGui::BeginCombo("model", modelNames_[current_].c_str())) {
    for (size_t i = 0; i < modelNames_.size(); ++i)
      if (ImGui::Selectable(modelNames_[i].c_str(), i == current_)) openModel(i);
    ImGui::EndCombo();
  }
  if (!session_) {
    ImGui::End();
    return;
  }
  if (ImGui::Button(playing_ ? "Pause" : "Play")) playing_ = !playing_;
  ImGui::SameLine();
  if (ImGui::Button("Step")) {
    playing_ = false;
    (void)session_->setTime(session_->time() + 1.0 / 60.0);
  }
  float t = static_cast<float>(session_->time());
  if (ImGui::SliderFloat("time [s]", &t, static_cast<float>(session_->startTime()),
                         static_cast<float>(session_->endTime()), "%.3f"))
    (void)session_->setTime(t);
  ImGui::SliderFloat("speed", &speed_, 0.1f, 4.0f, "%.1f×");

  const Model& model = session_->model();
  std::vector<std::string> names{"world", "own", "parent"};
  for (size_t f = 1; f < model.frames.size(); ++f) names.push_back(model.frames[f].name);
  observer_ = std::min<int>(observer_, static_cast<int>(names.size()) - 1);
  if (ImGui::BeginCombo("observer frame", names[static_cast<size_t>(observer_)].c_str())) {
    for (size_t i = 0; i < names.size(); ++i)
      if (ImGui::Selectable(names[i].c_str(), static_cast<int>(i) == observer_)) {
        auto observer = parseObserver(model, names[i]);
        ViewSettings view = session_->view();
        if (observer) view.observer = *observer;
        if (observer && session_->setView(view)) observer_ = static_cast<int>(i);
      }
    ImGui::EndCombo();
  }
  ImGui::Text("joint wrench, observer vs inertial: %.1e (round-off)", session_->jointWrenchDiscrepancy());
  if (!session_->simulationError().empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.3f, 1), "%s", session_->simulationError().c_str());
  if (!message_.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.3f, 1), "%s", message_.c_str());
  ImGui::End();
}

void App::termsWindow() {
  if (!session_) return;
  ImGui::SetNextWindowPos(ImVec2(10, 260), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(560, 320), ImGuiCond_FirstUseEver);
  ImGui::Begin("Terms");
  const Model& model = session_->model();
  for (const SegmentTerms& s : session_->breakdown().segments) {
    const std::string& name = model.segments[static_cast<size_t>(s.segment)].name;
    if (!ImGui::CollapsingHeader(name.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) continue;
    if (ImGui::BeginTable(name.c_str(), 7, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
      for (const char* h : {"term", "Fx [N]", "Fy [N]", "Fz [N]", "Mx [N·m]", "My [N·m]", "Mz [N·m]"})
        ImGui::TableSetupColumn(h);
      ImGui::TableHeadersRow();
      for (Term term : kAllTerms) {
        const Wrench& w = s[term];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(termLabel(term));
        for (double v : {w.force.x(), w.force.y(), w.force.z(), w.moment.x(), w.moment.y(), w.moment.z()}) {
          ImGui::TableNextColumn();
          ImGui::Text("%.4g", v);
        }
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

void App::drawScene(const FrameInput& input) {
  if (!session_) return;
  const Model& model = session_->model();
  const Data& data = session_->data();
  view_.pixelsPerMetre = 0.25f * static_cast<float>(std::min(input.framebufferWidth, input.framebufferHeight));
  view_.centreX = -0.6f;
  view_.centreY = 0.0f;
  lines_.begin(input.framebufferWidth, input.framebufferHeight, view_);
  // The chain: each segment from its joint to its distal point (x–y plane).
  for (int i = 0; i < model.segmentCount(); ++i) {
    const FrameState& F = data.frames[static_cast<size_t>(model.segmentFrame(i))];
    const Vec3 p0 = F.p_WF, p1 = F.p_WF + F.R_WF * model.segments[static_cast<size_t>(i)].distalPoint();
    scratch_.assign({static_cast<float>(p0.x()), static_cast<float>(p0.y()), static_cast<float>(p1.x()),
                     static_cast<float>(p1.y())});
    lines_.strip(scratch_, 0.35f, 0.7f, 0.9f);
  }
  // Joint forces as arrows from each joint (world axes, 0.05 m per N).
  for (int i = 0; i < model.segmentCount(); ++i) {
    const Vec3 p = data.frames[static_cast<size_t>(model.segmentFrame(i))].p_WF;
    const Vec3 f = data.jointForce_W[static_cast<size_t>(i)] * 0.05;
    scratch_.assign({static_cast<float>(p.x()), static_cast<float>(p.y()), static_cast<float>(p.x() + f.x()),
                     static_cast<float>(p.y() + f.y())});
    lines_.strip(scratch_, 0.9f, 0.6f, 0.0f);
  }
}

}  // namespace wl::web
