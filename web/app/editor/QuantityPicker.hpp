#pragma once
// A quantity picked from the engine's list, as a combo whose open list can be searched: a search field
// on top (typing filters at once: "cor x", "tau turn"; ↑ ↓ choose among the matches, Enter takes one, Esc
// closes), under it the quantities grouped (QuantityGroups.hpp: term → force or moment → component,
// coordinate → τ, q, q̇, q̈ …), each group a fold, the current quantity's group open. The rows are a
// fingertip tall on a touch screen, and a finger's drag scrolls the list. A query that names no
// quantity of the list (an "expr:…") can be taken as typed.
#include <string>
#include <vector>

namespace wl::web::editor {

/// Draws the picker where a combo would go (the caller sets its width, e.g. with caption()). `name` is
/// its keyboard-ring and test handle ("exercise 1 quantity"; the search field is "<name> search", each
/// quantity's row its name); `preview` is what the closed combo shows. True, with `picked` set, when a
/// quantity was picked.
bool quantityPicker(const std::string& name, const std::string& current, const std::string& preview,
                    const std::vector<std::string>& quantities, std::string& picked);

}  // namespace wl::web::editor
