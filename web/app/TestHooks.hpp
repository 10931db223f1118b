#pragma once
#include "app/App.hpp"

namespace wl::web {
/// Lets the page's JavaScript reach the app (window.wrenchlab.state(), .load(hash), .setParameter()).
void registerTestHooks(App* app);
}  // namespace wl::web
