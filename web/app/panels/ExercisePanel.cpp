// The lesson's exercises: a sign, a choice or a magnitude per exercise, checked by the engine, with
// the explanation once answered. Above them, the student's name or ID for numbers of their own, and
// below them the verification code of the answers judged right (lesson/Variant.hpp). The texts are
// the catalogue's (app/text/Texts.hpp, "An exercise of their own").
#include <algorithm>
#include <cstdio>

#include "app/player/ExerciseResult.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {
namespace {

// An error from the book goes to the message line; success leaves the line as it is.
void say(PlayerMessage& message, const Status& status) {
  if (!status) message = {status.error().text(), true};
}

// A text field named for the keyboard focus (its visible label is the text before it).
bool namedInput(const char* id, const char* name, std::string& text, std::size_t capacity, float width, ImGuiInputTextFlags flags,
                TextFieldKind kind) {
  char buffer[512];  // a name of 100 characters is up to 400 bytes of UTF-8
  const std::size_t size = std::min(sizeof buffer, capacity);
  std::snprintf(buffer, size, "%s", text.c_str());
  const ImGuiID imguiId = ImGui::GetID(id);
  ImGui::SetNextItemWidth(width);
  const bool entered = ImGui::InputText(id, buffer, size, flags | ImGuiInputTextFlags_EnterReturnsTrue);
  nameControl(imguiId, name);
  markTextField(kind);
  text = buffer;
  return entered;
}

void drawStudentField(ExerciseBook& book, PlayerMessage& message, render::Theme theme, const PanelLayout& layout) {
  const float scale = layout.uiScale();
  ImGui::TextUnformatted(tr(Text::studentName));
  bool use = namedInput("##student-name", tr(Text::studentName), book.nameInput(), 401, 150 * scale, 0, TextFieldKind::Text);
  ImGui::SameLine();
  ImGui::TextUnformatted(tr(Text::studentSet));
  ImGui::SameLine();
  use = namedInput("##student-set", tr(Text::studentSet), book.seedInput(), 21, 60 * scale, ImGuiInputTextFlags_CharsDecimal,
                   TextFieldKind::Number) || use;
  ImGui::SameLine();
  use = ImGui::Button(labelled(Text::studentUse).c_str()) || use;
  const auto& student = book.student();
  if (student) {
    // Beside Use where it fits, else on the next line (a phone's narrow panel).
    const std::string clear = labelled(Text::studentClear);
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(tr(Text::studentClear)).x + 2 * ImGui::GetStyle().FramePadding.x)
      ImGui::NewLine();
    if (ImGui::Button(clear.c_str())) say(message, book.setStudent("", 0));
  }
  if (use) {
    const std::string& set = book.seedInput();
    auto seed = set.empty() ? Result<std::uint64_t>(std::uint64_t{0}) : parseVariantSeed(set);
    say(message, seed ? book.setStudent(book.nameInput(), *seed) : Status(seed.error()));
  }
  if (student) {
    ImGui::PushStyleColor(ImGuiCol_Text, goodText(theme));
    textWrappedWhole(fill(tr(Text::studentNumbersFor), {student->typed, std::to_string(student->seed)}));
    ImGui::PopStyleColor();
  } else {
    textWrappedWhole(tr(Text::studentIntro));
  }
  ImGui::Separator();
}

void drawVerificationCode(const ExerciseBook& book) {
  if (!book.student()) return;
  std::vector<std::size_t> right;
  const std::string code = book.verificationCode(&right);
  if (code.empty()) {
    textWrappedWhole(tr(Text::studentCodeNone));
    return;
  }
  std::string list;
  for (std::size_t i : right) list += (list.empty() ? "" : ", ") + std::to_string(i + 1);
  textWrappedWhole(fill(tr(Text::studentCodeFor), {list}));
  // Read-only text: a student can select and copy it.
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%s", code.c_str());
  const ImGuiID id = ImGui::GetID("##verification-code");
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("MMMMM-MMMMM").x + 2 * ImGui::GetStyle().FramePadding.x);
  ImGui::InputText("##verification-code", buffer, sizeof buffer, ImGuiInputTextFlags_ReadOnly);
  nameControl(id, tr(Text::studentCodeName));
}

}  // namespace

void drawExercisePanel(ExerciseBook& book, const ShownLesson& shown, PlayerMessage& message, render::Theme theme, PanelLayout& layout) {
  if (!book.lesson() || book.lesson()->exercises.empty()) return;
  if (!layout.beginPanel(PanelId::Exercises)) return;
  const auto& exercises = book.lesson()->exercises;
  drawStudentField(book, message, theme, layout);
  const auto check = [&](std::size_t i, const std::string& answer) { say(message, book.check(i, answer, shown)); };
  for (std::size_t i = 0; i < exercises.size(); ++i) {
    const LessonExercise& e = exercises[i];
    const ExerciseTexts& texts = book.texts(i);
    ImGui::PushID(static_cast<int>(i));
    // An exercise a step asks (a prediction) says which step.
    textWrappedWhole(std::to_string(i + 1) + ". " + (e.step >= 0 ? fill(tr(Text::exerciseAskedInStep), {std::to_string(e.step + 1)}) + " " : std::string()) +
                     texts.prompt);
    if (const std::string numbers = book.studentNumbersText(i); !numbers.empty())
      textWrappedWhole(fill(tr(Text::studentYourNumbers), {numbers}));
    std::string& input = book.input(i);
    if (e.kind == LessonExercise::Kind::Sign) {
      for (const char* sign : {"+", "−", "0"}) {
        if (ImGui::RadioButton(sign, input == sign)) check(i, sign);
        ImGui::SameLine();
      }
      ImGui::NewLine();
    } else if (e.kind == LessonExercise::Kind::Choice) {
      for (const auto& c : e.choices)
        if (ImGui::RadioButton(c.first.c_str(), input == c.first)) check(i, c.first);
    } else {
      char buffer[64];
      std::snprintf(buffer, sizeof buffer, "%s", input.c_str());
      ImGui::SetNextItemWidth(120 * layout.uiScale());
      const bool entered = ImGui::InputText(e.unit.c_str(), buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue);
      markTextField(TextFieldKind::Number);
      if (entered) check(i, buffer);
      else input = buffer;
      ImGui::SameLine();
      if (ImGui::Button(labelled(Text::exerciseCheck).c_str())) check(i, input);
    }
    const ExerciseResult result = book.result(i);
    if (result != ExerciseResult::Unanswered) {
      ImGui::PushStyleColor(ImGuiCol_Text, result == ExerciseResult::Right ? goodText(theme) : errorText(theme));
      textWrappedWhole(exerciseVerdict(result, input));
      ImGui::PopStyleColor();
    }
    if (judged(result)) textWrappedWhole(texts.explanation);
    ImGui::Separator();
    ImGui::PopID();
  }
  drawVerificationCode(book);
  ImGui::End();
}

}  // namespace wl::web
