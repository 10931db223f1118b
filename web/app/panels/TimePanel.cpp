// Time controls and the lesson's outputs: play/pause, single steps, the scrub slider, speed and loop;
// Copy link, Export CSV, Screenshot (a menu: a picture's size and background, or a recording's time
// span), Import motion; presenter mode and its UI scale; help (where the layout, the theme, the arrow
// labels and the ground are chosen).
#include <algorithm>
#include <string>

#include "app/player/ShownSeriesCsv.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "platform/Browser.hpp"

namespace wl::web {

namespace {

// Buttons and fields that flow like words: each goes on the current line when it fits what is left
// of it, else on the next, so the controls wrap on a narrow phone instead of running off the panel.
class Flow {
 public:
  void next(float width) {
    if (!first_) {
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
    }
    first_ = false;
  }
  bool button(const char* label) {
    next(buttonAtLeastSquareWidth(label));
    return buttonAtLeastSquare(label);
  }
  bool button(const std::string& label) { return button(label.c_str()); }
  void lineBreak() { first_ = true; }

 private:
  bool first_ = true;
};

// Screenshot: the size and background of a picture for slides, then Save; below it, a recording of a
// time span.
void captureMenus(LessonPlayer& player, const ViewState& view, CaptureUi& capture) {
  CaptureSettings& settings = capture.settings;
  const Session& session = player.session();
  if (!settings.spanSet) {
    settings.recordFrom = static_cast<float>(session.startTime());
    settings.recordTo = static_cast<float>(std::min(session.endTime(), session.startTime() + 5.0));
    settings.spanSet = true;
  }
  // On a phone the menu is as wide as the screen allows, its heading wraps and the sizes flow onto
  // more lines; a Close button, since a tap outside may land on the scene.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float margin = ImGui::GetStyle().WindowPadding.x;
  const float widest = std::min(display.x - 2.0f * margin, 34.0f * ImGui::GetFontSize());
  ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f), ImVec2(widest, display.y - 2.0f * margin));
  if (ImGui::BeginPopup("screenshot##time")) {
    const float textWidth = widest - 2.0f * ImGui::GetStyle().WindowPadding.x;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + textWidth);
    ImGui::TextUnformatted(tr(Text::capturePicture));
    ImGui::PopTextWrapPos();
    Flow sizes;
    for (std::size_t k = 0; k < kCaptureSizes.size(); ++k) {
      ImGui::PushID(static_cast<int>(k));
      const char* name = kCaptureSizes[k].width == 0 ? tr(Text::captureScreenSize) : kCaptureSizes[k].name;
      sizes.next(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(name).x);
      if (ImGui::RadioButton(name, settings.size == static_cast<int>(k))) settings.size = static_cast<int>(k);
      ImGui::PopID();
    }
    ImGui::Checkbox(labelled(Text::captureTransparent).c_str(), &settings.transparent);
    if (ImGui::Button(labelled(Text::captureSave).c_str())) {
      const CaptureSize& size = kCaptureSizes[static_cast<std::size_t>(settings.size)];
      capture.picture = PictureRequest{size.width, size.height, settings.transparent, player.currentEntry().id + ".png"};
      ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    ImGui::TextUnformatted(tr(isBrowser() ? Text::captureVideo : Text::captureFrames));
    const float t0 = static_cast<float>(session.startTime()), t1 = static_cast<float>(session.endTime());
    ImGui::SetNextItemWidth(160.0f * ImGui::GetFontSize() / 16.0f);
    ImGui::SliderFloat(labelled(Text::captureFrom).c_str(), &settings.recordFrom, t0, t1, sliderFormat("%.2f s", settings.recordFrom).c_str());
    ImGui::SetNextItemWidth(160.0f * ImGui::GetFontSize() / 16.0f);
    ImGui::SliderFloat(labelled(Text::captureTo).c_str(), &settings.recordTo, t0, t1, sliderFormat("%.2f s", settings.recordTo).c_str());
    if (settings.recordTo <= settings.recordFrom) ImGui::TextColored(errorText(view.theme), "%s", tr(Text::captureEmptySpan));
    else if (ImGui::Button(labelled(Text::captureStart).c_str())) {
      capture.recording = RecordingRequest{settings.recordFrom, settings.recordTo, player.currentEntry().id};
      ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    if (ImGui::Button(labelled(Text::captureClose).c_str())) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

}  // namespace

void drawTimePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, CaptureUi& capture) {
  const float k = layout.uiScale();
  if (!layout.beginPanel(PanelId::Time)) return;
  Playback& playback = player.playback;
  const Session& session = player.session();
  Flow flow;
  if (flow.button(labelled(playback.playing ? Text::timePause : Text::timePlay, "play"))) playback.playing = !playback.playing;
  if (flow.button("<|")) player.stepBack();
  if (flow.button("|>")) player.stepForward();
  flow.next(ImGui::GetFrameHeight() + ImGui::CalcTextSize(tr(Text::timeLoop)).x + ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::Checkbox(labelled(Text::timeLoop).c_str(), &playback.loop);
  const auto speed = [&] {
    flow.next(120.0f * k + std::max(50.0f * k, ImGui::CalcTextSize(tr(Text::timeSpeed)).x + ImGui::GetStyle().ItemInnerSpacing.x));
    ImGui::SetNextItemWidth(120 * k);
    ImGui::SliderFloat(labelled(Text::timeSpeed).c_str(), &playback.speed, 0.1f, 4.0f, sliderFormat("%.1f×", playback.speed).c_str(),
                       ImGuiSliderFlags_Logarithmic);
  };
  // On a touch screen the rest waits behind "More", so the time controls stay one thumb away and the
  // mechanism keeps its room.
  if (layout.touch()) {
    if (flow.button(labelled(layout.timeMore ? Text::timeLess : Text::timeMore, "more"))) layout.timeMore = !layout.timeMore;
  } else {
    speed();
  }
  float t = static_cast<float>(session.time());
  ImGui::SetNextItemWidth(-ImGui::CalcTextSize("t [s]").x - ImGui::GetStyle().ItemInnerSpacing.x - 2.0f);
  if (ImGui::SliderFloat("t [s]", &t, static_cast<float>(session.startTime()), static_cast<float>(session.endTime()), sliderFormat("%.3f s", t).c_str()))
    player.scrubTo(t);
  flow.lineBreak();
  const bool more = !layout.touch() || layout.timeMore;
  if (layout.touch() && layout.timeMore) speed();
  // In front of a hall the row keeps only what a presenter uses.
  if (more && !layout.presenter()) {
    const FilesInLink files = player.filesInLink();
    const bool filesTooLong = files.hasFiles && !files.fits;
    const std::string filesTooLongText =
        !files.whyNot.empty() ? fill(tr(Text::timeFilesCannotTravel), {files.whyNot})
                              : fill(tr(Text::timeFilesTooLong), {std::to_string(files.payloadChars), std::to_string(kMaxFilesLength)});
    const bool copyLink = flow.button(labelled(Text::timeCopyLink));
    // Said at the button: a pointer resting on it reads why the link cannot carry the files.
    if (filesTooLong && ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
      ImGui::TextUnformatted(filesTooLongText.c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    if (copyLink && filesTooLong) {
      player.setMessage(filesTooLongText, true);
    } else if (copyLink) {
      const ShareState state = player.shareState(view);
      if (state.inlineLesson.size() > kMaxInlineLessonLength) {
        // A lesson carried whole that is too long for a link: the file instead (the editor's Save).
        const std::string tooLong = fill(tr(Text::editorLinkTooLong), {std::to_string(state.inlineLesson.size()), std::to_string(kMaxInlineLessonLength)});
        player.setMessage(fill(tr(Text::editorLinkTooLongFromTime), {tooLong}), true);
      } else {
        const std::string link = encodeShareState(state);
        copyLinkToClipboard(link, player.currentEntry().fromFile && state.inlineLesson.empty() && state.files.empty());
        writeLocationHash(link);
        std::string names;
        if (player.currentEntry().files)
          for (const BundledFile& f : *player.currentEntry().files) names += (names.empty() ? "" : ", ") + f.name;
        const std::string copied = names.empty() ? std::string(tr(Text::timeLinkCopied)) : fill(tr(Text::timeFilesLinkCopied), {names});
        player.setMessage(isBrowser() ? copied : link, false);
      }
    }
    // The files and this view as one file: for files too large for a link, or to send as an attachment.
    if (files.hasFiles && flow.button(labelled(Text::timeSaveFiles))) {
      auto document = player.filesDocumentText(view);
      std::string where;
      if (!document) player.setMessage(fill(tr(Text::timeFilesCannotTravel), {document.error().message}), true);
      else if (saveTextFile(document->first, document->second, where))
        player.setMessage(fill(tr(isBrowser() ? Text::timeFilesSavedDownload : Text::timeFilesSaved), {isBrowser() ? document->first : where}), false);
      else player.setMessage(fill(tr(Text::timeNotWritten), {document->first}), true);
    }
    if (flow.button(labelled(Text::timeExportCsv))) {
      const CsvExport csv = exportShownSeries(session, view, player.currentEntry().id, view.csvDecimalComma);
      std::string where;
      if (saveTextFile(csv.fileName, csv.text, where))
        player.setMessage(isBrowser() ? fill(tr(Text::timeExportedDownload), {csv.fileName}) : fill(tr(Text::timeExported), {where}), false);
      else player.setMessage(fill(tr(Text::timeNotWritten), {csv.fileName}), true);
      if (!csv.status) player.setMessage(csv.status.error().text(), true);
    }
    if (flow.button(labelled(Text::timeScreenshot))) ImGui::OpenPopup("screenshot##time");
    if (flow.button(labelled(Text::timeImportMotion))) {
      if (!requestFileImport()) player.setMessage(tr(Text::timeDropMotion), false);
    }
  }
  if (more || layout.presenter()) {
    if (flow.button(labelled(layout.presenter() ? Text::timePresenterOff : Text::timePresenter, "presenter"))) layout.togglePresenter();
    if (layout.presenter()) {
      flow.next((120.0f + 70.0f) * k);
      ImGui::SetNextItemWidth(120 * k);
      // Applied when the slider is let go: each change rebuilds the font at the new size.
      float zoom = layout.presenterZoomEdit;
      if (ImGui::SliderFloat(labelled(Text::timeUiScale).c_str(), &zoom, 1.5f, 2.5f, sliderFormat("%.2f×", zoom).c_str()))
        layout.presenterZoomEdit = zoom;
      if (ImGui::IsItemDeactivatedAfterEdit()) layout.presenterZoom = layout.presenterZoomEdit;
    }
    if (flow.button("?")) layout.showHelp = !layout.showHelp;
  }
  captureMenus(player, view, capture);
  ImGui::End();
}

}  // namespace wl::web
