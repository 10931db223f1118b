// The preview of one coordinate's motion in the editor: q, q̇ or q̈ (a choice above the plot) over the
// lesson's duration, sampled by the engine's own time function (sampleMotion), with both axes numbered
// in round steps (axisTicks) and named with their units, and a line at the instant the mechanism shows.
#include <algorithm>
#include <cmath>

#include "app/plot/PlotAxis.hpp"
#include "app/text/UiText.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorMotionForm.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/widgets/PanelWidgets.hpp"

namespace wl::web::editor {
namespace {

// A tick's number with as many decimals as the step between ticks needs, in the UI language.
std::string tickText(double value, double step) {
  const int decimals = step > 0.0 ? std::clamp(static_cast<int>(-std::floor(std::log10(step) + 1e-9)), 0, 6) : 0;
  std::string text = uiFixed(value, decimals);
  if (!text.empty() && text[0] == '-') text = "−" + text.substr(1);  // the typographic minus, as every number of the app
  return text;
}

std::string withUnit(const char* symbol, const std::string& unit) { return unit.empty() ? symbol : std::string(symbol) + " [" + unit + "]"; }

}  // namespace

void motionPreview(FieldContext& c, const nlohmann::json& function, const std::string& coordinate, const std::array<std::string, 3>& units) {
  const nlohmann::json d = valueAt(c.doc(), "/model/duration");
  const double duration = d.is_number() && d.get<double>() > 0.0 ? std::min(d.get<double>(), 1e4) : 10.0;
  const nlohmann::json speedField = valueAt(c.doc(), "/model/motion/speed");
  // Outside the format's range the engine refuses the lesson (its message shows at the field): 1 here.
  const double speed = speedField.is_number() && speedField.get<double>() >= 1e-3 && speedField.get<double>() <= 1e3 ? speedField.get<double>() : 1.0;
  auto samples = sampleMotion(function, duration, speed, 160);
  if (!samples) return;  // the engine's message is under the motion's fields

  // Which of q, q̇, q̈ is plotted: kept per coordinate.
  ImGuiStorage* kept = ImGui::GetStateStorage();
  const ImGuiID whichKey = ImGui::GetID("preview shows");
  int which = kept->GetInt(whichKey, 0);
  static const char* const kSymbols[3] = {"q", "q̇", "q̈"};
  static const char* const kNames[3] = {"q", "qd", "qdd"};
  for (int k = 0; k < 3; ++k) {
    if (k > 0) ImGui::SameLine();
    if (ImGui::RadioButton((withUnit(kSymbols[k], units[static_cast<std::size_t>(k)]) + "###preview " + kNames[k]).c_str(), which == k)) {
      which = k;
      kept->SetInt(whichKey, k);
    }
    nameControl(lastItemId(), (coordinate + " preview " + kNames[k]).c_str());
  }
  const std::vector<double>& values = which == 0 ? samples->q : which == 1 ? samples->qd : samples->qdd;

  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeight();
  double lo = *std::min_element(values.begin(), values.end()), hi = *std::max_element(values.begin(), values.end());
  if (!std::isfinite(lo) || !std::isfinite(hi)) return;
  const AxisRange range = plotAxisRange(lo, hi, false);
  const float width = ImGui::GetContentRegionAvail().x;
  const float height = std::max(6.0f * line, 120.0f * c.captionWidth / 118.0f);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height));

  // The value axis: its numbers at the left, as many as the height has room for.
  const std::vector<double> yTicks = axisTicks(range.lo, range.hi, std::max(2, static_cast<int>(height / (2.2f * line))));
  const double yStep = yTicks.size() > 1 ? yTicks[1] - yTicks[0] : 1.0;
  float labelWidth = 0.0f;
  for (double v : yTicks) labelWidth = std::max(labelWidth, ImGui::CalcTextSize(tickText(v, yStep).c_str()).x);
  const ImVec2 lo2(origin.x + labelWidth + style.ItemSpacing.x, origin.y + 0.5f * line);
  const ImVec2 hi2(origin.x + width - 1.0f, origin.y + height - 1.5f * line - style.ItemSpacing.y);
  if (hi2.x - lo2.x < 20.0f || hi2.y - lo2.y < 20.0f) return;
  const auto xAt = [&](double t) { return lo2.x + static_cast<float>(t / duration) * (hi2.x - lo2.x); };
  const auto yAt = [&](double v) { return hi2.y - static_cast<float>((v - range.lo) / (range.hi - range.lo)) * (hi2.y - lo2.y); };

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), faint = ImGui::GetColorU32(ImGuiCol_Border), muted = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  draw->AddRect(lo2, hi2, faint);
  for (double v : yTicks) {
    const float y = yAt(v);
    draw->AddLine(ImVec2(lo2.x, y), ImVec2(hi2.x, y), v == 0.0 ? muted : faint);
    const std::string label = tickText(v, yStep);
    draw->AddText(ImVec2(lo2.x - style.ItemSpacing.x - ImGui::CalcTextSize(label.c_str()).x, y - 0.5f * line), text, label.c_str());
  }
  // The time axis: its numbers under the plot, its name at the right end.
  const std::string timeName = tr(Text::editorPreviewTime);
  const float timeNameWidth = ImGui::CalcTextSize(timeName.c_str()).x;
  const int xCount = std::max(2, static_cast<int>((hi2.x - lo2.x - timeNameWidth) / (2.5f * ImGui::CalcTextSize("00.0").x)));
  const std::vector<double> xTicks = axisTicks(0.0, duration, xCount);
  const double xStep = xTicks.size() > 1 ? xTicks[1] - xTicks[0] : duration;
  const float labelY = hi2.y + style.ItemSpacing.y * 0.5f;
  const float nameX = hi2.x - timeNameWidth;
  for (double t : xTicks) {
    const float x = xAt(t);
    draw->AddLine(ImVec2(x, lo2.y), ImVec2(x, hi2.y), faint);
    const std::string label = tickText(t, xStep);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    const float left = std::clamp(x - 0.5f * w, lo2.x - 0.5f * w, hi2.x - w);
    if (left + w < nameX - style.ItemSpacing.x) draw->AddText(ImVec2(left, labelY), text, label.c_str());
  }
  draw->AddText(ImVec2(nameX, labelY), text, timeName.c_str());
  // The curve, and the instant the mechanism shows (when the player shows this lesson).
  draw->PushClipRect(lo2, hi2, true);
  for (std::size_t k = 0; k + 1 < values.size(); ++k)
    draw->AddLine(ImVec2(xAt(samples->t[k]), yAt(values[k])), ImVec2(xAt(samples->t[k + 1]), yAt(values[k + 1])),
                  ImGui::GetColorU32(ImGuiCol_PlotLines), 2.0f);
  if (shownModel(c) && c.player.session().time() >= 0.0 && c.player.session().time() <= duration) {
    const float x = xAt(c.player.session().time());
    draw->AddLine(ImVec2(x, lo2.y), ImVec2(x, hi2.y), muted, 1.0f);
  }
  draw->PopClipRect();
}

}  // namespace wl::web::editor
