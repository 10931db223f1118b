#pragma once
// Keyboard focus for every control of every panel. ImGui 1.86's own Tab reaches only text fields and
// sliders, one window at a time (it reaches buttons from 1.89 on), so Tab / Shift+Tab here walk all
// the controls the last frame drew, panel after panel as they sit on the screen (readingOrder: column
// by column, each from the top), within a panel in the order they were drawn (their title-bar fold
// arrows too, so a folded panel can be opened). Arrows, Space, Enter and Esc are ImGui's
// navigation while a control has keyboard focus, and the app's shortcuts otherwise (docs/app.md,
// "Keyboard"): Esc or a mouse click gives them back. The focused control gets a ring that is not
// colour alone (a thick outline and a marker beside it).
//
// The controls are learnt from ImGui's item hooks (IMGUI_ENABLE_TEST_ENGINE, the same hooks Dear
// ImGui's test engine uses): every item with an id as it is added, and the label of each widget.
#include <string>
#include <vector>

#include "imgui.h"

struct ImGuiWindow;
struct ImGuiContext;

namespace wl::web {

/// One control as the last frame drew it (framebuffer px).
struct FocusableControl {
  ImGuiID id = 0;
  ImGuiWindow* window = nullptr;
  int navLayer = 0;          ///< ImGuiNavLayer: 0 the window's content, 1 its title bar
  ImGuiID focusScope = 0;
  ImVec2 min, max;
  std::string label;         ///< as a person reads it: "Next >", "observer", "fold Table"
  bool labelled = false;     ///< a widget (ImGui reported its label), not a bare item
  bool passage = false;      ///< text the arrows and Page Up/Down land on to read it; not a Tab stop
};

/// Names a control ImGui 1.86 reports no label for (a combo's button), by the id it was given.
void nameControl(ImGuiID id, const char* label);

/// What a text field takes, for the on-screen keyboard a finger's tap on it brings up.
enum class TextFieldKind { None = 0, Text = 1, Number = 2 };  // as wl_text_field_at returns them

/// A text field where the last frame drew it (framebuffer px, its visible part).
struct TextFieldPlace {
  ImVec2 min, max;
  TextFieldKind kind = TextFieldKind::Text;
  ImGuiID id = 0;  ///< ImGui's id of the field (the one active while it is typed into)
};

/// The item just drawn is a text field taking `kind`: a tap on it brings up the on-screen keyboard
/// (shell.js asks App::textFieldAt). ImGui cannot tell a text field from a slider by its item flags.
void markTextField(TextFieldKind kind);

/// The item just drawn opens the file picker when clicked ("Open a model, trial or lesson file…"): the
/// page opens the picker in the tap's or click's own handler (shell.js asks KeyboardFocus::opensFilesAt),
/// since a phone (iOS) opens it nowhere else.
void markFilePicker();

/// Text between `min` and `max` (screen px, drawn just before) that ImGui's keyboard navigation can
/// land on: Page Down then pages through a panel whose text runs on below its last control (the
/// Formulas panel), and the ring shows what is being read. Tab passes over it. `id` is the window's id
/// of a string unique in it; `label` names the passage for the tests and the screen-reader layer.
void markPassage(const char* id, const ImVec2& min, const ImVec2& max, const std::string& label);

class KeyboardFocus {
 public:
  /// Starts listening to the context's item hooks (once, after ImGui::CreateContext).
  void attach(ImGuiContext* context);
  /// Between the backend's NewFrame and ImGui::NewFrame: ImGui's keyboard navigation (arrows, Space,
  /// Enter, Esc) is on only while a control has keyboard focus, and Enter then activates as Space does.
  void beforeNewFrame();
  /// After ImGui::NewFrame, before any panel: Tab / Shift+Tab move the focus along the last frame's
  /// controls (within an open popup, only its own). Starts this frame's list.
  void beginFrame();
  /// After the panels: the ring around the focused control.
  void drawRing(float uiScale) const;
  /// A Tab waits for the frame that draws the controls it scrolled into view: draw it.
  bool waitingForFrame() const { return pendingStep_ != 0; }
  /// A control has keyboard focus (shown with the ring): the arrows, Space and Enter are its.
  bool active() const;
  /// ImGui's keyboard navigation is on this frame (a control had focus when the frame began).
  bool navigating() const { return navigating_; }
  /// The focused control's label, or "" when none has keyboard focus.
  std::string focusedLabel() const;
  /// The panel (window) of the focused control, or "".
  std::string focusedPanel() const;
  /// How many controls Tab walks (between frames: the last frame's).
  int controlCount() const;
  /// The controls Tab walks, as the last complete frame drew them (in its order).
  std::vector<const FocusableControl*> tabStops() const { return tabOrder(previous_); }
  /// The last frame's controls, as drawn (the editor's test hook reports its own).
  const std::vector<FocusableControl>& lastFrameControls() const { return previous_; }
  /// Where the last frame drew the control with this label (framebuffer px), or null (tests click it).
  const FocusableControl* controlLabelled(const std::string& label) const;
  /// The controls the frame drew (between frames: the last frame's), for the tests' hooks.
  const std::vector<FocusableControl>& drawnControls() const { return current_.empty() ? previous_ : current_; }

  /// The text field the last frame drew at this point (framebuffer px), or None.
  TextFieldKind textFieldAt(float x, float y) const;
  /// What the text field being typed into takes (ImGui's active item), Text when it is not one we know.
  TextFieldKind activeTextField() const;
  void textFieldDrawn(const TextFieldPlace& field) { currentFields_.push_back(field); }
  /// Whether the last frame drew an item that opens the file picker at this point (framebuffer px).
  bool opensFilesAt(float x, float y) const;
  void filePickerDrawn(const ImVec2& min, const ImVec2& max) { currentPickers_.push_back({min, max, TextFieldKind::None, 0}); }
  const std::vector<TextFieldPlace>& lastFrameTextFields() const { return previousFields_; }

  // From the item hooks (KeyboardFocus.cpp).
  void itemAdded(ImGuiContext& g, const ImVec2& min, const ImVec2& max, ImGuiID id);
  /// `passage`: text to read (markPassage), which Tab passes over.
  void itemLabelled(ImGuiID id, const char* label, bool passage = false);

 private:
  /// Tab's controls panel by panel as they sit on screen; with the passages too when asked.
  std::vector<const FocusableControl*> tabOrder(const std::vector<FocusableControl>& controls, bool withPassages = false) const;
  /// Tab (`step` +1) or Shift+Tab (−1) is about to leave the focused control's panel: if the panel
  /// has controls scrolled out of view that way, scroll the nearest into view (true), else false.
  bool scrollOnPast(const FocusableControl& focused, int step);
  const FocusableControl* find(const std::vector<FocusableControl>& controls, ImGuiID id) const;
  /// The latest item with this id that this frame added, or null.
  FocusableControl* drawnThisFrame(ImGuiID id);

  std::vector<FocusableControl> current_;   ///< this frame's, as they are drawn
  std::vector<FocusableControl> previous_;  ///< the last complete frame's: what Tab walks
  std::vector<TextFieldPlace> currentFields_, previousFields_;
  std::vector<TextFieldPlace> currentPickers_, previousPickers_;  ///< items that open the file picker
  bool navigating_ = false;
  int pendingStep_ = 0;  ///< a Tab (+1) or Shift+Tab (−1) that scrolled its panel and moves next frame
  ImGuiWindow* pendingPanel_ = nullptr;  ///< that panel
};

}  // namespace wl::web
