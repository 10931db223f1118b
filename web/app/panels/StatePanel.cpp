// The State panel, for any model (ours, OpenSim's, URDF, MJCF): one slider per coordinate for q (in its
// range when the model gives one), q̇ and q̈, the joint torque beside them, a "hold still" switch
// (q̇ = q̈ = 0: the static torques, gravity alone) and "Back to the motion". Grabbing a slider pauses
// the motion, and the state set by hand replaces it at that instant (LessonPlayer::holdState, the
// engine's Session::holdState; the CLI's --q/--qd/--qdd and a link's q=, qd=, qdd= do the same).
// Angles are shown in degrees, the engine keeps radians; lengths in metres.
#include <algorithm>
#include <string>

#include "algorithms/LoopResidual.hpp"
#include "app/StateSliders.hpp"
#include "app/UiText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "app/panels/TypedSlider.hpp"
#include "model/Units.hpp"

namespace wl::web {
namespace {

enum class Part { Q, Rate, Acceleration };

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
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("state##coordinates", 5, flags)) {
    // τ's column fits "−0.000 N·m" (three digits, the widest unit); the sliders share the rest.
    const float torqueWidth = ImGui::CalcTextSize("−0.000 N·m").x + ImGui::GetStyle().CellPadding.x * 2.0f;
    ImGui::TableSetupColumn(tr(Text::stateCoordinate), ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableSetupColumn("q", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("q̇", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("q̈", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("τ", ImGuiTableColumnFlags_WidthFixed, torqueWidth);
    ImGui::TableHeadersRow();
    VecX q = now.q, qd = now.qd, qdd = now.qdd;
    int changedQ = -1;
    bool changedRates = false;
    ImGuiListClipper clipper;  // a thousand-body model draws only the rows on screen
    clipper.Begin(model.nq());
    while (clipper.Step())
      for (int c = clipper.DisplayStart; c < clipper.DisplayEnd; ++c) {
        const std::string& name = model.coordinateNames()[static_cast<std::size_t>(c)];
        const CoordinateSliders s = coordinateSliders(model, c, now, reach);
        ImGui::PushID(c);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(name.c_str());
        // A coordinate that follows another (a constraint of the file) is set by its leader, never by hand.
        const CoordinateCoupling* follows = model.couplingOf(c);
        if (follows) {
          ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
          ImGui::TextUnformatted(fill(tr(Text::stateFollows), {follows->leaderName}).c_str());
          ImGui::PopStyleColor();
          if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", fill(tr(Text::stateFollowsTip), {name, follows->leaderName, follows->name}).c_str());
        }
        ImGui::BeginDisabled(follows != nullptr);
        const auto slider = [&](Part part, double& value, const SliderRange& range, const char* format) {
          ImGui::TableNextColumn();
          ImGui::SetNextItemWidth(-1.0f);
          const char* id = part == Part::Q ? "##q" : part == Part::Rate ? "##qd" : "##qdd";
          float shown = static_cast<float>(value * s.shownPerEngine);
          const bool changed = typedSlider(id, fill(tr(Text::stateSliderName), {part == Part::Q ? "q" : part == Part::Rate ? "q̇" : "q̈", name}).c_str(),
                                           shown, range.min, range.max, sliderFormat(format, shown).c_str(), numberFormat(player.language()));
          // While a slider is held the motion waits; the state set by hand replaces it.
          if (ImGui::IsItemActive()) player.playback.playing = false;
          if (changed) value = static_cast<double>(shown) / s.shownPerEngine;
          return changed;
        };
        if (slider(Part::Q, q(c), s.q, s.qFormat)) changedQ = c;
        ImGui::BeginDisabled(player.holdStill());
        changedRates |= slider(Part::Rate, qd(c), s.qd, s.qdFormat);
        changedRates |= slider(Part::Acceleration, qdd(c), s.qdd, s.qddFormat);
        ImGui::EndDisabled();
        ImGui::EndDisabled();
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%s %s", uiNumber(session.jointTorques()(c)).c_str(), coordinateUnit(model, c, CoordinateQuantity::GeneralizedForce));
        ImGui::PopID();
      }
    ImGui::EndTable();
    // Applied after the table: the rows above were drawn from one state.
    if (changedQ >= 0 && !changedRates) player.setCoordinate(changedQ, q(changedQ), view);
    else if (changedQ >= 0 || changedRates) player.holdState(q, qd, qdd, view);
  }
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
