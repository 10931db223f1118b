// The lesson's parameters as sliders (integers) or drag fields (typed values may leave the slider's
// range: the engine decides what is valid), each with its error when a value is refused.
#include <algorithm>
#include <cmath>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawParameterPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!player.hasLesson() || player.lesson().parameters.empty()) return;
  if (!layout.beginPanel(PanelId::Parameters)) return;
  const auto& parameters = player.lesson().parameters;
  // Fields as wide as the longest label allows, so no label is cut; the unit sits inside the field.
  float labelWidth = 0.0f;
  for (const LessonParameter& p : parameters) labelWidth = std::max(labelWidth, ImGui::CalcTextSize(p.label.c_str()).x);
  ImGui::PushItemWidth(std::max(90.0f * layout.uiScale(), ImGui::GetContentRegionAvail().x - labelWidth - ImGui::GetStyle().ItemInnerSpacing.x));
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    const LessonParameter& p = parameters[i];
    auto current = player.session().parameter(p.path);
    float v = current && current->is_number() ? current->get<float>() : 0.0f;
    ImGui::PushID(static_cast<int>(i));
    bool changed;
    // The unit comes from a lesson file: a '%' in it must print, not be read as a conversion. With a
    // decimal comma the value is written here (ImGui would print a point).
    std::string format = p.integer ? "%d" : sliderFormat("%.4g", v);
    if (!p.unit.empty()) format += " ";
    for (char c : p.unit) format += c == '%' ? std::string("%%") : std::string(1, c);
    if (p.integer) {
      int n = static_cast<int>(std::lround(v));
      changed = ImGui::SliderInt((p.label + "###" + p.path).c_str(), &n, static_cast<int>(p.min), static_cast<int>(p.max), format.c_str());
      v = static_cast<float>(n);
    } else {
      changed = ImGui::DragFloat((p.label + "###" + p.path).c_str(), &v, static_cast<float>((p.max - p.min) / 200.0), 0.0f, 0.0f, format.c_str());
    }
    if (changed) player.setParameter(i, p.integer ? nlohmann::json(static_cast<int>(v)) : nlohmann::json(v), view);
    if (!player.parameterError(i).empty())
      ImGui::TextColored(errorText(view.theme), "%s", fill(tr(Text::parameterKept), {player.parameterError(i)}).c_str());
    ImGui::PopID();
  }
  ImGui::PopItemWidth();
  ImGui::End();
}

}  // namespace wl::web
