// The screen layouts: at every size from a 360×640 phone to a 3840×2160 projector, in every class
// (the one chosen on its own and each chosen by hand), with every combination of folded panels the
// user can leave, every tab open, and lessons with and without exercises, parameters and a
// simulation: no panel leaves the screen, no two overlap, the mechanism keeps a real area, and the
// classes are the ones the issue names for each device.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/layout/ScreenLayout.hpp"

using namespace wl::web;

namespace {

struct Screen {
  float width, height;  // CSS px
  bool coarse;
};

const std::vector<Screen> kScreens{
    {360, 640, true},   {390, 844, true},   {844, 390, true},   {640, 360, true},   {412, 915, true},
    {768, 1024, true},  {1024, 768, true},  {820, 1180, true},  {1024, 1366, true}, {1366, 1024, true},
    {800, 600, false},  {1000, 700, false}, {1280, 800, false}, {1366, 768, false}, {1440, 900, false},
    {1920, 1080, false}, {2560, 1440, false}, {3840, 2160, false}, {1280, 720, false}, {3840, 1080, false}};

// The UI's own measures in CSS px: ImGui's title bar and buttons at 16 px text, 44 px on touch.
LayoutInput inputFor(ScreenClass screen, const Screen& s, float zoom) {
  LayoutInput in;
  in.screen = screen;
  in.width = s.width / zoom;
  in.height = s.height / zoom;
  const bool touch = screen == ScreenClass::Phone || screen == ScreenClass::Tablet;
  in.titleHeight = touch ? 44.0f / zoom : 22.0f;
  in.frameHeight = touch ? 44.0f / zoom : 22.0f;
  in.present.fill(true);
  in.present[index(PanelId::Tabs)] = false;  // the layout decides
  return in;
}

float zoomFor(ScreenClass screen, const Screen& s) {
  // Presenter mode's default 1.75, shrunk on a small screen as PanelLayout does.
  if (screen == ScreenClass::Projector) return std::clamp(std::min(s.width / 640.0f, s.height / 400.0f), 1.0f, 1.75f);
  return classZoom(screen, s.width, s.height);
}

// Checks one layout; returns the number of rectangles checked.
int checkLayout(const LayoutInput& in, const std::string& what) {
  const LayoutResult out = computeLayout(in);
  int checked = 0;
  std::vector<std::pair<PanelId, Rect>> shown;
  for (PanelId p : kAllPanels)
    if (out[p].shown) {
      shown.emplace_back(p, out[p].rect);
      CHECK_MESSAGE(out[p].rect.inside(in.width, in.height), what << ": " << std::string(panelName(p)) << " leaves the screen");
      CHECK_MESSAGE(!out[p].rect.empty(), what << ": " << std::string(panelName(p)) << " is empty");
      ++checked;
    }
  for (std::size_t a = 0; a < shown.size(); ++a)
    for (std::size_t b = a + 1; b < shown.size(); ++b)
      CHECK_MESSAGE(!shown[a].second.overlaps(shown[b].second),
                    what << ": " << std::string(panelName(shown[a].first)) << " overlaps " << std::string(panelName(shown[b].first)));
  // The mechanism's area: free of every panel, and a real share of the screen.
  for (const auto& panel : shown)
    CHECK_MESSAGE(!out.sceneFree.overlaps(panel.second), what << ": the scene area is under " << std::string(panelName(panel.first)));
  CHECK_MESSAGE(std::min(out.sceneFree.w, out.sceneFree.h) >= 0.2f * std::min(in.width, in.height),
                what << ": the scene gets " << out.sceneFree.w << "×" << out.sceneFree.h);
  // The time controls are always there.
  CHECK_MESSAGE(out[PanelId::Time].shown, what << ": no time controls");
  return checked;
}

}  // namespace

TEST_CASE("screen layouts: each device gets its class") {
  CHECK(classifyScreen(390, 844, true) == ScreenClass::Phone);
  CHECK(classifyScreen(844, 390, true) == ScreenClass::Phone);
  CHECK(classifyScreen(360, 640, false) == ScreenClass::Phone);
  CHECK(classifyScreen(768, 1024, true) == ScreenClass::Tablet);
  CHECK(classifyScreen(1024, 768, true) == ScreenClass::Tablet);
  CHECK(classifyScreen(1024, 1366, true) == ScreenClass::Tablet);
  CHECK(classifyScreen(800, 600, false) == ScreenClass::Tablet);  // a narrow desktop window
  CHECK(classifyScreen(1280, 800, false) == ScreenClass::Desktop);
  CHECK(classifyScreen(1920, 1080, false) == ScreenClass::Desktop);
  CHECK(classifyScreen(3840, 2160, false) == ScreenClass::Desktop);
  // By hand: a projector's layout anywhere, a desktop's or a tablet's only where their columns fit.
  CHECK(fitScreenClass(ScreenClass::Projector, 390, 844, true) == ScreenClass::Projector);
  CHECK(fitScreenClass(ScreenClass::Desktop, 768, 1024, true) == ScreenClass::Tablet);
  CHECK(fitScreenClass(ScreenClass::Desktop, 1024, 768, true) == ScreenClass::Desktop);
  CHECK(fitScreenClass(ScreenClass::Tablet, 390, 844, true) == ScreenClass::Phone);
  CHECK(fitScreenClass(ScreenClass::Phone, 1920, 1080, false) == ScreenClass::Phone);
  // A 4K screen at pixel ratio 1 gets the UI of a 1920×1080 one, twice as large; 1920 and below as is.
  CHECK(classZoom(ScreenClass::Desktop, 3840, 2160) == doctest::Approx(2.0));
  CHECK(classZoom(ScreenClass::Desktop, 1920, 1080) == doctest::Approx(1.0));
  CHECK(classZoom(ScreenClass::Desktop, 1280, 800) == doctest::Approx(1.0));
  CHECK(classZoom(ScreenClass::Phone, 390, 844) == doctest::Approx(1.0));
  for (ScreenClass s : kScreenClasses) {
    ScreenClass back = ScreenClass::Desktop;
    CHECK(screenClassFromName(screenClassName(s), back));
    CHECK(back == s);
  }
  ScreenClass unchanged = ScreenClass::Tablet;
  CHECK_FALSE(screenClassFromName("watch", unchanged));
  CHECK(unchanged == ScreenClass::Tablet);
}

TEST_CASE("screen layouts: nothing overlaps or leaves the screen, at every size, class, fold and tab") {
  int layouts = 0, rects = 0;
  for (const Screen& s : kScreens) {
    const ScreenClass automatic = classifyScreen(s.width, s.height, s.coarse);
    for (ScreenClass wanted : kScreenClasses) {
      // Chosen by hand where the screen has room for it, else the screen's own.
      const ScreenClass screen = fitScreenClass(wanted, s.width, s.height, s.coarse);
      const float zoom = zoomFor(screen, s);
      for (int folds = 0; folds < 4; ++folds)
        for (int lessonKind = 0; lessonKind < 3; ++lessonKind)
          for (PanelId tab : {PanelId::Lesson, PanelId::Terms, PanelId::Table, PanelId::Plot, PanelId::Exercises, PanelId::State}) {
            LayoutInput in = inputFor(screen, s, zoom);
            // 0: as a lesson opens (companions folded); 1: all open; 2: all folded; 3: every other one.
            for (PanelId p : kAllPanels) {
              const std::size_t i = index(p);
              const bool companion = p == PanelId::Table || p == PanelId::Exercises || p == PanelId::Parameters ||
                                     p == PanelId::Simulation || p == PanelId::State;
              in.folded[i] = folds == 0 ? companion : folds == 2 ? true : folds == 3 ? (i % 2 == 1) : false;
            }
            in.folded[index(PanelId::Time)] = false;
            if (lessonKind >= 1)  // no exercises, no parameters, no simulation
              for (PanelId p : {PanelId::Exercises, PanelId::Parameters, PanelId::Simulation}) in.present[index(p)] = false;
            if (lessonKind == 2) {  // an imported trial: no formulas, the step about the plot
              in.present[index(PanelId::Formulas)] = false;
              in.plotLeads = true;
            }
            // Long lesson texts and formulas measured larger than any screen: the column still fits.
            if (folds == 3) in.contentHeight.fill(5000.0f);
            in.activeTab = tab;
            const std::string what = std::string(screenClassName(screen)) + (screen == automatic ? " (auto)" : "") + " " +
                                     std::to_string(static_cast<int>(s.width)) + "×" + std::to_string(static_cast<int>(s.height)) +
                                     " folds " + std::to_string(folds) + " tab " + panelName(tab);
            rects += checkLayout(in, what);
            ++layouts;
          }
    }
  }
  CHECK(layouts == static_cast<int>(kScreens.size()) * 4 * 4 * 3 * 6);
  CHECK(rects >= 3 * layouts);  // a phone shows three: time, tabs, one panel
}

TEST_CASE("screen layouts: phones show one panel at a time under the mechanism, with the time controls") {
  const Screen portrait{390, 844, true};
  LayoutInput in = inputFor(ScreenClass::Phone, portrait, 1.0f);
  in.activeTab = PanelId::Formulas;
  const LayoutResult out = computeLayout(in);
  int tabbedShown = 0;
  for (PanelId p : kAllPanels)
    if (out[p].shown && out[p].tabbed) ++tabbedShown;
  CHECK(tabbedShown == 1);
  CHECK(out[PanelId::Formulas].shown);
  CHECK(out[PanelId::Formulas].tabbed);
  CHECK_FALSE(out[PanelId::Terms].shown);
  CHECK(out.tabs.size() == 9);  // Lesson, Terms, Table, Formulas, Plot, Exercises, Params, Sim, State
  CHECK(out.tabButtonHeight >= 44.0f);
  CHECK(out.touch);
  // The mechanism on top, full width; the time controls right below it, the tabs below those.
  CHECK(out.sceneFree.y == doctest::Approx(0.0f));
  CHECK(out.sceneFree.w == doctest::Approx(390.0f));
  CHECK(out.sceneFree.h >= 0.25f * 844.0f);
  CHECK(out[PanelId::Time].rect.y == doctest::Approx(out.sceneFree.bottom()));
  CHECK(out[PanelId::Tabs].rect.y > out[PanelId::Time].rect.y);
  CHECK(out[PanelId::Formulas].rect.y > out[PanelId::Tabs].rect.y);
  // Each tab button at least the touch size wide as well as high.
  CHECK((out[PanelId::Tabs].rect.w - 12.0f) / static_cast<float>(out.tabColumns) >= 44.0f);
}

TEST_CASE("screen layouts: a phone held upright folds the open tab's panel away and gives the mechanism its room") {
  for (const Screen phone : {Screen{390, 844, true}, Screen{360, 640, true}}) {
    INFO(phone.width << "×" << phone.height);
    LayoutInput in = inputFor(ScreenClass::Phone, phone, 1.0f);
    in.activeTab = PanelId::Lesson;
    const LayoutResult open = computeLayout(in);
    in.tabPanelFolded = true;
    const LayoutResult folded = computeLayout(in);
    CHECK(open[PanelId::Lesson].shown);
    CHECK(open.tabPanelFoldable);
    CHECK_FALSE(folded[PanelId::Lesson].shown);
    int shown = 0;
    for (PanelId p : kAllPanels) shown += folded[p].shown ? 1 : 0;
    CHECK(shown == 2);  // the time controls and the tabs
    // The time controls and the tabs at the bottom, the mechanism above them: more than half the screen.
    CHECK(folded[PanelId::Tabs].rect.bottom() <= phone.height);
    CHECK(folded[PanelId::Tabs].rect.bottom() >= phone.height - 10.0f);
    CHECK(folded[PanelId::Time].rect.bottom() < folded[PanelId::Tabs].rect.y);
    CHECK(folded.sceneFree.h > open.sceneFree.h + 100.0f);
    CHECK(folded.sceneFree.h >= 0.5f * phone.height);
    CHECK(checkLayout(in, "folded") >= 2);
  }
  // Held sideways, or on a tablet, the panel stays: the mechanism has its own side there.
  CHECK_FALSE(computeLayout(inputFor(ScreenClass::Phone, Screen{844, 390, true}, 1.0f)).tabPanelFoldable);
  CHECK_FALSE(computeLayout(inputFor(ScreenClass::Tablet, Screen{768, 1024, true}, 1.0f)).tabPanelFoldable);
}

TEST_CASE("screen layouts: the desktop keeps today's arrangement at 1280×800") {
  const Screen laptop{1280, 800, false};
  LayoutInput in = inputFor(ScreenClass::Desktop, laptop, 1.0f);
  for (PanelId p : {PanelId::Table, PanelId::Exercises, PanelId::Parameters, PanelId::Simulation, PanelId::State}) in.folded[index(p)] = true;
  const LayoutResult out = computeLayout(in);
  CHECK_FALSE(out.touch);
  CHECK(out.tabs.empty());
  CHECK_FALSE(out[PanelId::Tabs].shown);
  // Lesson top-left, its folded companions stacked under it; terms top-right; time bottom-left;
  // plot bottom-right; the mechanism between the columns.
  CHECK(out[PanelId::Lesson].rect.x == doctest::Approx(10.0f));
  CHECK(out[PanelId::Lesson].rect.y == doctest::Approx(10.0f));
  CHECK(out[PanelId::Table].folded);
  CHECK(out[PanelId::Table].rect.y == doctest::Approx(out[PanelId::Lesson].rect.bottom() + 10.0f));
  CHECK(out[PanelId::Exercises].rect.y == doctest::Approx(out[PanelId::Table].rect.bottom() + 10.0f));
  CHECK(out[PanelId::Terms].rect.right() == doctest::Approx(1270.0f));
  CHECK(out[PanelId::Terms].rect.y == doctest::Approx(10.0f));
  CHECK(out[PanelId::Time].rect.bottom() == doctest::Approx(790.0f));
  CHECK(out[PanelId::Plot].rect.bottom() == doctest::Approx(790.0f));
  CHECK(out.sceneFree.x >= out[PanelId::Lesson].rect.right());
  CHECK(out.sceneFree.right() <= out[PanelId::Terms].rect.x);
  CHECK(std::min(out.sceneFree.w, out.sceneFree.h) >= 400.0f);
}

TEST_CASE("screen layouts: opening a folded panel moves the ones below it, never under them") {
  LayoutInput in = inputFor(ScreenClass::Desktop, Screen{1280, 800, false}, 1.0f);
  for (PanelId p : {PanelId::Table, PanelId::Exercises, PanelId::Parameters, PanelId::Simulation, PanelId::State}) in.folded[index(p)] = true;
  const LayoutResult closed = computeLayout(in);
  in.folded[index(PanelId::Table)] = false;
  const LayoutResult open = computeLayout(in);
  CHECK(open[PanelId::Table].rect.h > 100.0f);
  CHECK(open[PanelId::Exercises].rect.y > closed[PanelId::Exercises].rect.y + 100.0f);
  CHECK(open[PanelId::Exercises].rect.y >= open[PanelId::Table].rect.bottom());
}

TEST_CASE("screen layouts: the State panel has a place in every class") {
  // Desktop: a folded companion under the lesson; projector: folded under the terms; phone and
  // tablet: a tab of its own.
  for (ScreenClass screen : kScreenClasses) {
    const Screen s = screen == ScreenClass::Phone ? Screen{390, 844, true} : screen == ScreenClass::Tablet ? Screen{768, 1024, true}
                                                                                                            : Screen{1280, 800, false};
    LayoutInput in = inputFor(screen, s, 1.0f);
    in.activeTab = PanelId::State;
    in.folded[index(PanelId::State)] = true;
    const LayoutResult out = computeLayout(in);
    CHECK_MESSAGE(out[PanelId::State].shown, screenClassName(screen));
    const bool tabs = screen == ScreenClass::Phone || screen == ScreenClass::Tablet;
    CHECK_MESSAGE(out[PanelId::State].tabbed == tabs, screenClassName(screen));
    if (screen == ScreenClass::Desktop) CHECK(out[PanelId::State].rect.x == doctest::Approx(out[PanelId::Lesson].rect.x));
    if (screen == ScreenClass::Projector) CHECK(out[PanelId::State].rect.right() == doctest::Approx(out[PanelId::Terms].rect.right()));
  }
}

TEST_CASE("screen layouts: the largest free rectangle") {
  // A screen with a column on each side and a band at the bottom left: the middle is free.
  const std::vector<Rect> covered{{0, 0, 100, 300}, {300, 0, 100, 300}, {0, 250, 200, 50}};
  const Rect r = largestFreeRect(400, 300, covered, 0.0f);
  CHECK(r.x == doctest::Approx(100));
  CHECK(r.w == doctest::Approx(200));
  CHECK(r.y == doctest::Approx(0));
  CHECK(r.h == doctest::Approx(250));
  // Nothing covered: the whole screen.
  const Rect all = largestFreeRect(640, 480, {}, 0.0f);
  CHECK(all.w == doctest::Approx(640));
  CHECK(all.h == doctest::Approx(480));
  // Fully covered: nothing.
  CHECK(largestFreeRect(100, 100, {{0, 0, 100, 100}}, 0.0f).empty());
}

namespace {

// The shown panels' names in reading order (readingOrder over their rectangles), "Lesson Table …".
std::string panelsInReadingOrder(const LayoutResult& out) {
  std::vector<PanelId> ids;
  std::vector<Rect> rects;
  for (PanelId p : kAllPanels)
    if (out[p].shown) ids.push_back(p), rects.push_back(out[p].rect);
  std::string names;
  for (std::size_t i : readingOrder(rects)) names += (names.empty() ? "" : " ") + std::string(panelName(ids[i]));
  return names;
}

}  // namespace

TEST_CASE("screen layouts: Tab takes the panels column by column, each from the top") {
  // The desktop at 1280×800 and at 1920×1080: the left column down (the time bar under it belongs to
  // it), then the right column down, whose panels are right-aligned at different widths.
  for (const Screen& s : {Screen{1280, 800, false}, Screen{1920, 1080, false}}) {
    LayoutInput in = inputFor(ScreenClass::Desktop, s, classZoom(ScreenClass::Desktop, s.width, s.height));
    in.present[index(PanelId::Simulation)] = false;
    CHECK(panelsInReadingOrder(computeLayout(in)) == "Lesson Table Exercises Parameters State Time Terms and frame Formulas Plot");
  }
  // The phone upright: the time controls, the tabs, the open panel, from the top down.
  {
    const Screen phone{390, 844, true};
    CHECK(panelsInReadingOrder(computeLayout(inputFor(ScreenClass::Phone, phone, 1.0f))) == "Time Panels Lesson");
  }
  // The phone sideways: the time controls under the mechanism on the left, then the tabs and the panel.
  {
    const Screen phone{844, 390, true};
    CHECK(panelsInReadingOrder(computeLayout(inputFor(ScreenClass::Phone, phone, 1.0f))) == "Time Panels Lesson");
  }
  // A window dragged across the middle joins the column it overlaps most; it merges no columns.
  const std::vector<Rect> dragged{{10, 10, 300, 200}, {10, 220, 300, 200}, {900, 10, 300, 300}, {900, 320, 300, 200}, {250, 100, 500, 300}};
  CHECK(readingOrder(dragged) == std::vector<std::size_t>{0, 1, 4, 2, 3});
  // Ties keep the given order; nothing to order gives nothing.
  CHECK(readingOrder({{0, 0, 100, 100}, {0, 0, 100, 100}}) == std::vector<std::size_t>{0, 1});
  CHECK(readingOrder({}).empty());
}

TEST_CASE("screen layouts: the lesson's text gives way last in a full left column") {
  const Screen projector{1920, 1080, false};
  LayoutInput in = inputFor(ScreenClass::Desktop, projector, 1.0f);
  in.present[index(PanelId::Simulation)] = false;
  in.contentHeight[index(PanelId::Lesson)] = 400.0f;     // a step's text of ~20 lines
  in.contentHeight[index(PanelId::Exercises)] = 700.0f;  // two exercises with their choices
  in.contentHeight[index(PanelId::State)] = 300.0f;
  // Everything open: the column is over-full; the lesson keeps its 400 px, the others share the rest
  // and each keeps at least its title bar and a few lines.
  LayoutResult out = computeLayout(in);
  CHECK(out[PanelId::Lesson].rect.h == doctest::Approx(400.0f));
  for (PanelId p : {PanelId::Table, PanelId::Exercises, PanelId::Parameters, PanelId::State}) {
    CHECK(out[p].rect.h < 300.0f);
    CHECK(out[p].rect.h >= in.titleHeight + 3.0f * in.frameHeight - 0.5f);
  }
  CHECK(out[PanelId::State].rect.bottom() <= out[PanelId::Time].rect.y);
  // A lesson text longer than 45 % of the column gives way beyond that with the others...
  in.contentHeight[index(PanelId::Lesson)] = 800.0f;
  out = computeLayout(in);
  const float column = out[PanelId::Time].rect.y - 10.0f - 10.0f;
  CHECK(out[PanelId::Lesson].rect.h >= 0.45f * column - 0.5f);
  CHECK(out[PanelId::Lesson].rect.h < 0.6f * column);
  // ...and shows all of it when the panels under it are folded.
  for (PanelId p : {PanelId::Table, PanelId::Exercises, PanelId::Parameters, PanelId::State}) in.folded[index(p)] = true;
  out = computeLayout(in);
  CHECK(out[PanelId::Lesson].rect.h == doctest::Approx(800.0f));
}

TEST_CASE("presenter mode keeps the plot on screen when the step is about it (a trial's torque parts)") {
  for (const Screen& s : {Screen{1920, 1080, false}, Screen{1280, 800, false}, Screen{3840, 2160, false}}) {
    LayoutInput in = inputFor(ScreenClass::Projector, s, zoomFor(ScreenClass::Projector, s));
    in.present[index(PanelId::Formulas)] = false;
    CHECK_FALSE(computeLayout(in)[PanelId::Plot].shown);  // a lesson's step: the plot waits off screen
    in.plotLeads = true;
    const LayoutResult out = computeLayout(in);
    REQUIRE(out[PanelId::Plot].shown);
    CHECK_FALSE(out[PanelId::Plot].folded);
    CHECK(out[PanelId::Plot].rect.h >= 140.0f);
    // Beside the terms' column where the screen has room, at its head otherwise (a laptop's 1280 × 800).
    const bool beside = out[PanelId::Plot].rect.right() < out[PanelId::Terms].rect.x;
    const bool above = out[PanelId::Plot].rect.bottom() <= out[PanelId::Terms].rect.y;
    CHECK((beside || above));
    CHECK(beside == (s.width >= 1920.0f));
  }
}
