// The State panel, for any model (ours, OpenSim's, URDF, MJCF): one slider per coordinate for q (in its
// range when the model gives one), q̇ and q̈, the joint torque beside them, a "hold still" switch
// (q̇ = q̈ = 0: the static torques, gravity alone) and "Back to the motion". Grabbing a slider pauses
// the motion, and the state set by hand replaces it at that instant (LessonPlayer::holdState, the
// engine's Session::holdState; the CLI's --q/--qd/--qdd and a link's q=, qd=, qdd= do the same).
// Angles are shown in degrees, the engine keeps radians; lengths in metres.
#include <algorithm>
#include <string>

#include "algorithms/LoopResidual.hpp"
#include "app/player/StateSliders.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "app/widgets/TypedSlider.hpp"
#include "imgui_internal.h"  // GetItemID: the step buttons named for the keyboard
#include "model/Units.hpp"

namespace wl::web {
namespace {

enum class Part { Q, Rate, Acceleration };

// Up to this many coordinates each block is drawn, its name wrapped when long; beyond, only the blocks
// on screen, one line of name each (a list clipper needs blocks of one height).
constexpr int kRowsDrawnWhole = 200;

}  // namespace

void drawStatePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!player.hasLesson() || !layout.beginPanel(PanelId::State)) return;
  Session& session = player.session();
  const Model& model = session.model();
  if (model.nq() == 0) {
    ImGui::TextUnformatted(tr(Text::stateNoCoordinates));
    ImGui::End();
    return;
  }
  bool still = player.holdStill();
  if (ImGui::Checkbox(labelled(Text::stateHoldStill).c_str(), &still)) player.setHoldStill(still, view);
  ImGui::BeginDisabled(!player.stateHeld());
  if (ImGui::Button(labelled(Text::stateRelease).c_str())) player.releaseState(view);
  ImGui::EndDisabled();
  if (player.stateHeld()) {  // wrapped: a phone's panel is narrower than the sentence
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    textWrappedWhole(fill(tr(Text::stateHeld), {uiFixed(session.time(), 3)}));
    ImGui::PopStyleColor();
  }
  else textWrappedWhole(tr(Text::stateFollowing));

  const State now = session.state();  // a copy: a slider below changes the session's state
  const double reach = [&] {
    double r = 0.2;
    for (const Segment& s : model.segments()) r += s.length;
    return r;
  }();
  // One block per coordinate: its name whole (wrapped on a narrow panel) with τ beside it, q's slider the
  // panel's width between − and + (a degree, or a centimetre, a press), then q̇ and q̈ side by side. A
  // model of hundreds of coordinates draws only the blocks on screen (its names then one line each).
  const bool manyRows = model.nq() > kRowsDrawnWhole;
  VecX q = now.q, qd = now.qd, qdd = now.qdd;
  int changedQ = -1;
  bool changedRates = false;
  const ImGuiStyle& style = ImGui::GetStyle();
  const auto drawRow = [&](int c) {
    const std::string& name = model.coordinateNames()[static_cast<std::size_t>(c)];
    const CoordinateSliders s = coordinateSliders(model, c, now, reach);
    ImGui::PushID(c);
    const std::string tau = "τ " + uiNumber(session.jointTorques()(c)) + " " + coordinateUnit(model, c, CoordinateQuantity::GeneralizedForce);
    const float tauWidth = ImGui::CalcTextSize(tau.c_str()).x;
    const float nameRoom = ImGui::GetContentRegionAvail().x - tauWidth - style.ItemSpacing.x;
    if (manyRows || ImGui::CalcTextSize(name.c_str()).x <= nameRoom) {
      ImGui::TextUnformatted(name.c_str());
      ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - tauWidth));
    } else {
      textWrappedWhole(name);  // never cut: a long name takes a second line
    }
    ImGui::TextUnformatted(tau.c_str());
    // A coordinate that follows another (a constraint of the file) is set by its leader, never by hand.
    const CoordinateCoupling* follows = model.couplingOf(c);
    if (follows) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextUnformatted(fill(tr(Text::stateFollows), {follows->leaderName}).c_str());
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", fill(tr(Text::stateFollowsTip), {name, follows->leaderName, follows->name}).c_str());
    }
    ImGui::BeginDisabled(follows != nullptr);
    const auto slider = [&](Part part, double& value, const SliderRange& range, const char* format, float width) {
      ImGui::SetNextItemWidth(width);
      const char* id = part == Part::Q ? "##q" : part == Part::Rate ? "##qd" : "##qdd";
      float shown = static_cast<float>(value * s.shownPerEngine);
      const bool changed = typedSlider(id, fill(tr(Text::stateSliderName), {part == Part::Q ? "q" : part == Part::Rate ? "q̇" : "q̈", name}).c_str(),
                                       shown, range.min, range.max, sliderFormat(format, shown).c_str(), numberFormat(player.language()),
                                       layout.touch());
      // While a slider is held the motion waits; the state set by hand replaces it.
      if (ImGui::IsItemActive()) player.playback.playing = false;
      if (changed) value = static_cast<double>(shown) / s.shownPerEngine;
      return changed;
    };
    // q: − [slider] +, the buttons a fingertip wide.
    const float button = ImGui::GetFrameHeight();
    const auto stepButton = [&](const char* id, const char* label, Text named, float step) {
      const bool pressed = ImGui::Button((std::string(label) + id).c_str(), ImVec2(button, 0.0f));
      nameControl(ImGui::GetItemID(), fill(tr(named), {name}).c_str());
      if (!pressed) return false;
      const double shown = q(c) * s.shownPerEngine + step;
      q(c) = std::clamp(shown, static_cast<double>(s.q.min), static_cast<double>(s.q.max)) / s.shownPerEngine;
      return true;
    };
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("q");
    ImGui::SameLine();
    if (stepButton("##less", "−", Text::stateStepDown, -s.qStep)) changedQ = c;
    ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
    const float qWidth = ImGui::GetContentRegionAvail().x - button - style.ItemInnerSpacing.x;
    if (slider(Part::Q, q(c), s.q, s.qFormat, qWidth)) changedQ = c;
    ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
    if (stepButton("##more", "+", Text::stateStepUp, s.qStep)) changedQ = c;
    // q̇ and q̈ side by side.
    ImGui::BeginDisabled(player.holdStill());
    const float labelWidth = ImGui::CalcTextSize("q̈").x + style.ItemInnerSpacing.x;
    const float half = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) / 2.0f - labelWidth;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("q̇");
    ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
    changedRates |= slider(Part::Rate, qd(c), s.qd, s.qdFormat, half);
    ImGui::SameLine();
    ImGui::TextUnformatted("q̈");
    ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
    changedRates |= slider(Part::Acceleration, qdd(c), s.qdd, s.qddFormat, half);
    ImGui::EndDisabled();
    ImGui::EndDisabled();
    ImGui::Separator();
    ImGui::PopID();
  };
  ImGui::Separator();
  if (manyRows) {
    ImGuiListClipper clipper;  // a thousand-body model draws only the blocks on screen (each the same height)
    clipper.Begin(model.nq(), 3.0f * ImGui::GetFrameHeightWithSpacing() + style.ItemSpacing.y + 1.0f);
    while (clipper.Step())
      for (int c = clipper.DisplayStart; c < clipper.DisplayEnd; ++c) drawRow(c);
  } else {
    for (int c = 0; c < model.nq(); ++c) drawRow(c);
  }
  // Applied after the blocks: they were all drawn from one state.
  if (changedQ >= 0 && !changedRates) player.setCoordinate(changedQ, q(changedQ), view);
  else if (changedQ >= 0 || changedRates) player.holdState(q, qd, qdd, view);
  if (!model.loops().empty()) {
    // What the loops the file closes leave open at this instant (the engine's gap, never computed here).
    ImGui::Spacing();
    ImGui::TextUnformatted(tr(Text::stateLoopsTitle));
    textWrappedWhole(tr(Text::stateLoopsText));
    const std::vector<LoopResidual> gaps = loopResiduals(model, session.data());
    for (std::size_t k = 0; k < gaps.size(); ++k) {
      const LoopConstraint& loop = model.loops()[k];
      const std::string mm = uiFixed(1000.0 * gaps[k].gap, 1);
      textWrappedWhole(loop.kind == LoopKind::Weld ? fill(tr(Text::stateLoopGapAngle), {loop.name, mm, uiFixed(gaps[k].angle * 180.0 / kPi, 1)})
                                                   : fill(tr(Text::stateLoopGap), {loop.name, mm}));
    }
  }
  ImGui::End();
}

}  // namespace wl::web
