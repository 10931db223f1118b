#pragma once
// The panels' words and numbers in the language the UI is drawn in. The App sets that language at the
// start of every frame (setUiLanguage), the way ImGui has a current context: the panels then call
// tr(Text::timePlay) rather than passing the language through every function. Code that runs outside
// a frame (the lesson player, its tests) takes a Catalogue or a Language explicitly instead.
//
// ImGui knows a widget by its label: a translated label gets a fixed id after "###" (the key's name),
// so a language switch keeps the keyboard focus, a window's fold and an open list.
#include <string>

#include "algorithms/TermBreakdown.hpp"
#include "app/text/Catalogue.hpp"
#include "core/Types.hpp"

namespace wl::web {

void setUiLanguage(Language language);
Language uiLanguage();

/// The text in the UI language.
inline const char* tr(Text text) { return catalogue(uiLanguage())(text); }
/// An ImGui label "<text>###<key>": shown translated, identified by the key.
std::string labelled(Text text);
/// The same with an id of the caller's (a button whose text changes, "Play" / "Pause": one id).
std::string labelled(Text text, const char* id);

/// A term's name in the UI language ("Coriolis-Kraft" has its own word in German), for the legend,
/// the toggles, the table, the hover label and the screen-reader layer; `arrow`: the short form drawn
/// at an arrow's head.
const char* termText(Term term, bool arrow = false);
/// A term's force as a sentence names it ("Coriolis force", "Coriolis-Kraft", "força de Coriolis"):
/// the predict step's instructions and results put it after an article ("Draw the {1}").
const char* forceText(Term term);
/// The moment point as the table names it ("COM"), or as the selector lists it ("centre of mass").
const char* aboutPointText(AboutPoint about, bool longForm = false);
/// An observer as the menus, the legend and the layer show it: the keywords translated ("world" →
/// "Welt"), a frame's name as the model has it.
std::string observerText(const std::string& observer);

/// A model frame's name as the panels show it: the ground frame "world" translated ("Welt", "mundo"),
/// every other frame as the model names it.
std::string frameText(const std::string& frame);

/// A number as the panels show it (three significant digits, a typographic minus) in the UI language.
std::string uiNumber(double value);
std::string uiVector(const Vec3& v);
/// printf's "%.<decimals>f" with the UI language's decimal sign.
std::string uiFixed(double value, int decimals);
/// A slider's or drag field's display format: `printfFormat` itself in English; with a decimal comma
/// the value already written ("0,500 s", '%' doubled), since ImGui prints with a point.
std::string sliderFormat(const char* printfFormat, double value);

}  // namespace wl::web
