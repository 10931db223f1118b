// The lesson's exercises: a sign, a choice or a magnitude per exercise, checked by the engine, with
// the explanation once answered. Above them, the student's name or ID for numbers of their own, and
// below them the verification code of the answers judged right (lesson/Variant.hpp).
#include <algorithm>
#include <cstdio>

#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "app/panels/StudentStrings.hpp"

namespace wl::web {
namespace {

std::string format(const char* pattern, const std::string& a, const std::string& b = "") {
  char text[512];
  std::snprintf(text, sizeof text, pattern, a.c_str(), b.c_str());
  return text;
}

// A text field named for the keyboard focus (its visible label is the text before it).
bool namedInput(const char* id, const char* name, std::string& text, std::size_t capacity, float width, ImGuiInputTextFlags flags) {
  char buffer[512];  // a name of 100 characters is up to 400 bytes of UTF-8
  std::snprintf(buffer, std::min(sizeof buffer, capacity), "%s", text.c_str());
  const ImGuiID imguiId = ImGui::GetID(id);
  ImGui::SetNextItemWidth(width);
  const bool entered = ImGui::InputText(id, buffer, std::min(sizeof buffer, capacity), flags | ImGuiInputTextFlags_EnterReturnsTrue);
  nameControl(imguiId, name);
  text = buffer;
  return entered;
}

void drawStudentField(LessonPlayer& player, render::Theme theme, const PanelLayout& layout) {
  using namespace studentText;
  const float scale = layout.uiScale();
  ImGui::TextUnformatted(kNameLabel);
  bool use = namedInput("##student-name", kNameLabel, player.studentNameInput(), 401, 150 * scale, 0);
  ImGui::SameLine();
  ImGui::TextUnformatted(kSetLabel);
  ImGui::SameLine();
  use = namedInput("##student-set", kSetLabel, player.studentSeedInput(), 21, 60 * scale, ImGuiInputTextFlags_CharsDecimal) || use;
  ImGui::SameLine();
  use = ImGui::Button(kUseButton) || use;
  const auto& student = player.student();
  if (student) {
    // Beside Use where it fits, else on the next line (a phone's narrow panel).
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(kClearButton).x + 2 * style.FramePadding.x) ImGui::NewLine();
    if (ImGui::Button(kClearButton)) (void)player.setStudent("", 0);
  }
  if (use) {
    const std::string& set = player.studentSeedInput();
    auto seed = set.empty() ? Result<std::uint64_t>(std::uint64_t{0}) : parseVariantSeed(set);
    if (!seed) player.setMessage(seed.error().text(), true);
    else (void)player.setStudent(player.studentNameInput(), *seed);
  }
  if (student) {
    ImGui::PushStyleColor(ImGuiCol_Text, goodText(theme));
    textWrappedWhole(format(kNumbersFor, student->typed, std::to_string(student->seed)));
    ImGui::PopStyleColor();
  } else {
    textWrappedWhole(kIntro);
  }
  ImGui::Separator();
}

void drawVerificationCode(LessonPlayer& player) {
  using namespace studentText;
  if (!player.student()) return;
  std::vector<std::size_t> right;
  const std::string code = player.verificationCode(&right);
  if (code.empty()) {
    textWrappedWhole(kCodeNone);
    return;
  }
  std::string list;
  for (std::size_t i : right) list += (list.empty() ? "" : ", ") + std::to_string(i + 1);
  textWrappedWhole(format(kCodeFor, list));
  // Read-only text: a student can select and copy it.
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%s", code.c_str());
  const ImGuiID id = ImGui::GetID("##verification-code");
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("MMMMM-MMMMM").x + 2 * ImGui::GetStyle().FramePadding.x);
  ImGui::InputText("##verification-code", buffer, sizeof buffer, ImGuiInputTextFlags_ReadOnly);
  nameControl(id, "verification code");
}

}  // namespace

void drawExercisePanel(LessonPlayer& player, render::Theme theme, PanelLayout& layout) {
  if (!player.hasLesson() || player.lesson().exercises.empty()) return;
  if (!layout.beginPanel(PanelId::Exercises)) return;
  const auto& exercises = player.lesson().exercises;
  drawStudentField(player, theme, layout);
  for (std::size_t i = 0; i < exercises.size(); ++i) {
    const LessonExercise& e = exercises[i];
    const ExerciseTexts& texts = player.exerciseTexts(i);
    ImGui::PushID(static_cast<int>(i));
    // An exercise a step asks (a prediction) says which step.
    textWrappedWhole(std::to_string(i + 1) + ". " + (e.step >= 0 ? "(step " + std::to_string(e.step + 1) + ") " : std::string()) +
                     texts.prompt);
    if (const auto numbers = player.studentNumbers(i); !numbers.empty()) {
      std::string line = studentText::kYourNumbers;
      for (std::size_t k = 0; k < numbers.size(); ++k)
        line += (k ? "; " : " ") + numbers[k].label + " = " + numbers[k].value + (numbers[k].unit.empty() ? "" : " " + numbers[k].unit);
      textWrappedWhole(line);
    }
    std::string& input = player.exerciseInput(i);
    if (e.kind == LessonExercise::Kind::Sign) {
      for (const char* sign : {"+", "−", "0"}) {
        if (ImGui::RadioButton(sign, input == sign)) player.checkExercise(i, sign);
        ImGui::SameLine();
      }
      ImGui::NewLine();
    } else if (e.kind == LessonExercise::Kind::Choice) {
      for (const auto& c : e.choices)
        if (ImGui::RadioButton(c.first.c_str(), input == c.first)) player.checkExercise(i, c.first);
    } else {
      char buffer[64];
      std::snprintf(buffer, sizeof buffer, "%s", input.c_str());
      ImGui::SetNextItemWidth(120 * layout.uiScale());
      if (ImGui::InputText(e.unit.c_str(), buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue)) player.checkExercise(i, buffer);
      else input = buffer;
      ImGui::SameLine();
      if (ImGui::Button("check")) player.checkExercise(i, input);
    }
    const ExerciseResult result = player.exerciseResult(i);
    if (result == ExerciseResult::Right) ImGui::TextColored(goodText(theme), "Right.");
    if (result == ExerciseResult::Wrong) ImGui::TextColored(errorText(theme), "Not quite.");
    if (result != ExerciseResult::Unanswered) textWrappedWhole(texts.explanation);
    ImGui::Separator();
    ImGui::PopID();
  }
  drawVerificationCode(player);
  ImGui::End();
}

}  // namespace wl::web
