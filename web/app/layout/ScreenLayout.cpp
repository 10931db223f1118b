#include "app/layout/ScreenLayout.hpp"

#include <algorithm>
#include <cmath>

namespace wl::web {

const char* screenClassName(ScreenClass screen) {
  switch (screen) {
    case ScreenClass::Phone: return "phone";
    case ScreenClass::Tablet: return "tablet";
    case ScreenClass::Desktop: return "desktop";
    case ScreenClass::Projector: return "projector";
  }
  return "desktop";
}

Text screenClassText(ScreenClass screen) {
  switch (screen) {
    case ScreenClass::Phone: return Text::layoutPhone;
    case ScreenClass::Tablet: return Text::layoutTablet;
    case ScreenClass::Desktop: return Text::layoutDesktop;
    case ScreenClass::Projector: return Text::layoutProjector;
  }
  return Text::layoutDesktop;
}

bool screenClassFromName(std::string_view name, ScreenClass& screen) {
  for (ScreenClass s : kScreenClasses)
    if (name == screenClassName(s)) {
      screen = s;
      return true;
    }
  return false;
}

ScreenClass classifyScreen(float cssWidth, float cssHeight, bool coarsePointer) {
  // A phone is narrow in either orientation; a tablet is a touch screen up to an iPad Pro's long
  // side (1366), or any window too narrow for the desktop's two columns around the mechanism.
  if (std::min(cssWidth, cssHeight) < 500.0f || cssWidth < 600.0f) return ScreenClass::Phone;
  if ((coarsePointer && std::max(cssWidth, cssHeight) <= 1400.0f) || cssWidth < 1000.0f) return ScreenClass::Tablet;
  return ScreenClass::Desktop;
}

ScreenClass fitScreenClass(ScreenClass wanted, float cssWidth, float cssHeight, bool coarsePointer) {
  const bool fits = wanted == ScreenClass::Desktop  ? cssWidth >= 900.0f && cssHeight >= 500.0f
                    : wanted == ScreenClass::Tablet ? cssWidth >= 600.0f && cssHeight >= 500.0f
                                                    : true;
  return fits ? wanted : classifyScreen(cssWidth, cssHeight, coarsePointer);
}

float classZoom(ScreenClass screen, float cssWidth, float cssHeight) {
  if (screen != ScreenClass::Desktop) return 1.0f;
  return std::clamp(std::min(cssWidth / 1920.0f, cssHeight / 1080.0f), 1.0f, 2.0f);
}

const char* panelName(PanelId panel) {
  switch (panel) {
    case PanelId::Lesson: return "Lesson";
    case PanelId::Time: return "Time";
    case PanelId::Terms: return "Terms and frame";
    case PanelId::Table: return "Table";
    case PanelId::Formulas: return "Formulas";
    case PanelId::Exercises: return "Exercises";
    case PanelId::Parameters: return "Parameters";
    case PanelId::Plot: return "Plot";
    case PanelId::Simulation: return "Simulation";
    case PanelId::State: return "State";
    case PanelId::Tabs: return "Panels";
  }
  return "";
}

Text panelTitle(PanelId panel) {
  switch (panel) {
    case PanelId::Lesson: return Text::panelLesson;
    case PanelId::Time: return Text::panelTime;
    case PanelId::Terms: return Text::panelTerms;
    case PanelId::Table: return Text::panelTable;
    case PanelId::Formulas: return Text::panelFormulas;
    case PanelId::Exercises: return Text::panelExercises;
    case PanelId::Parameters: return Text::panelParameters;
    case PanelId::Plot: return Text::panelPlot;
    case PanelId::Simulation: return Text::panelSimulation;
    case PanelId::State: return Text::panelState;
    case PanelId::Tabs: return Text::panelTabs;
  }
  return Text::panelLesson;
}

Text panelTabLabel(PanelId panel) {
  switch (panel) {
    case PanelId::Terms: return Text::tabTerms;
    case PanelId::Parameters: return Text::tabParameters;
    case PanelId::Simulation: return Text::tabSimulation;
    default: return panelTitle(panel);
  }
}

std::string panelWindowName(PanelId panel, std::string_view title) { return std::string(title) + panelWindowId(panel); }

std::string panelWindowId(PanelId panel) { return std::string("###") + panelName(panel); }

std::string_view windowTitle(std::string_view name) {
  const std::size_t hashes = name.find("###");
  return hashes == std::string_view::npos ? name : name.substr(0, hashes);
}

std::string_view windowId(std::string_view name) {
  const std::size_t hashes = name.find("###");
  return hashes == std::string_view::npos ? name : name.substr(hashes + 3);
}

namespace {

struct StackItem {
  PanelId id;
  float width;
  float preferred;     ///< open height
  float grow;          ///< share of the column's spare height
  /// Up to this open height it gives way last (the lesson's text, what the column is there for);
  /// what it wants beyond gives way with the plain panels.
  float firmHeight = 0.0f;
};

struct Builder {
  const LayoutInput& in;
  LayoutResult& out;

  bool present(PanelId p) const { return in.present[index(p)]; }
  float content(PanelId p) const { return in.contentHeight[index(p)]; }
  /// Default height, or the measured content's when it needs more.
  float wants(PanelId p, float defaultHeight) const { return std::max(defaultHeight, content(p)); }

  void place(PanelId p, Rect r, bool tabbed = false) {
    PanelPlace& place = out.panels[index(p)];
    place.shown = true;
    place.tabbed = tabbed;
    place.folded = false;
    place.rect = r;
  }

  /// Stacks the present items top to bottom in [top, bottom], each `gap` apart, left-aligned at
  /// `anchorX` or right-aligned to it. Folded ones take their title bar; open ones their preferred
  /// height, and the spare height shared by `grow`. When the column is full the panels give way in
  /// turns, each panel of a turn keeping a few lines and the same share of what it wants above them:
  /// first those that grow (formulas, plot); then the others, so the terms panel keeps its toggles on
  /// screen; only then the firm part of a panel (the lesson's text); past that, all but title bars.
  void stackColumn(std::vector<StackItem> items, float anchorX, bool alignRight, float top, float bottom, float gap) {
    items.erase(std::remove_if(items.begin(), items.end(), [&](const StackItem& i) { return !present(i.id); }), items.end());
    if (items.empty()) return;
    enum Turn { Growing = 0, Plain = 1, Firm = 2 };
    // An open panel's height above its title bar, split by the turn it gives way in.
    struct Parts {
      float growing = 0.0f, plain = 0.0f, firm = 0.0f;
    };
    const auto partsOf = [&](const StackItem& i) {
      Parts p;
      const float e = std::max(0.0f, i.preferred - in.titleHeight);
      if (i.grow > 0.0f) p.growing = e;
      else p.firm = std::min(e, std::max(0.0f, i.firmHeight - in.titleHeight)), p.plain = e - p.firm;
      return p;
    };
    // A few lines each before the next turn gives way (a firm panel's remainder has none: the firm
    // part is its floor).
    const auto floorOf = [&](const StackItem& i) {
      const Parts p = partsOf(i);
      Parts f;
      if (i.grow > 0.0f) f.growing = std::min(p.growing, 3.0f * in.frameHeight);
      else if (p.firm <= 0.0f) f.plain = std::min(p.plain, 3.0f * in.frameHeight);
      return f;
    };
    float foldedHeight = 0.0f, grow = 0.0f;
    float extra[3] = {0.0f, 0.0f, 0.0f}, floor[3] = {0.0f, 0.0f, 0.0f};
    int open = 0;
    for (const StackItem& i : items) {
      if (in.folded[index(i.id)]) {
        foldedHeight += in.titleHeight;
        continue;
      }
      ++open;
      const Parts p = partsOf(i);
      extra[Growing] += p.growing, extra[Plain] += p.plain, extra[Firm] += p.firm;
      const Parts f = floorOf(i);
      floor[Growing] += f.growing, floor[Plain] += f.plain;
      if (i.grow > 0.0f) grow += i.grow;
    }
    const float left = std::max(0.0f, bottom - top - gap * static_cast<float>(items.size() - 1) - foldedHeight -
                                          in.titleHeight * static_cast<float>(open));
    const float spare = std::max(0.0f, left - extra[Growing] - extra[Plain] - extra[Firm]);
    // What each turn keeps of its extra height, turn by turn as they give way.
    const float eg = extra[Growing], ep = extra[Plain], ef = extra[Firm], fg = floor[Growing], fp = floor[Plain];
    float keep[3] = {eg, ep, ef};
    if (eg + ep + ef > left) {
      if (fg + ep + ef <= left) keep[Growing] = left - ep - ef;
      else if (fg + fp + ef <= left) keep[Growing] = fg, keep[Plain] = left - fg - ef;
      else if (fg + fp <= left) keep[Growing] = fg, keep[Plain] = fp, keep[Firm] = left - fg - fp;
      else keep[Growing] = std::min(fg, left), keep[Plain] = std::max(0.0f, left - fg), keep[Firm] = 0.0f;
    }
    // Within a turn each panel keeps its floor and the same share of what it wants above it; below the
    // turn's floors they shrink alike.
    const auto kept = [&](int t, float part, float partFloor) {
      if (keep[t] >= floor[t]) return partFloor + (part - partFloor) * (extra[t] > floor[t] ? (keep[t] - floor[t]) / (extra[t] - floor[t]) : 0.0f);
      return partFloor * (floor[t] > 0.0f ? keep[t] / floor[t] : 0.0f);
    };
    float y = top;
    for (const StackItem& i : items) {
      const bool folded = in.folded[index(i.id)];
      float h = in.titleHeight;
      if (!folded) {
        const Parts p = partsOf(i), f = floorOf(i);
        h += kept(Growing, p.growing, f.growing) + kept(Plain, p.plain, f.plain) + kept(Firm, p.firm, 0.0f) +
             (i.grow > 0.0f ? spare * i.grow / grow : 0.0f);
      }
      place(i.id, Rect{alignRight ? anchorX - i.width : anchorX, y, i.width, h});
      out.panels[index(i.id)].folded = folded;
      y += h + gap;
    }
  }

  /// The tabs: every present panel of `candidates`, in buttons of at least `minWidth`, as many
  /// rows as they need; the active one (or the first) shown in `panelArea` below the bar.
  float tabBarHeight(const std::vector<PanelId>& candidates, float width, float minWidth) {
    out.tabs.clear();
    for (PanelId p : candidates)
      if (present(p)) out.tabs.push_back(p);
    const int n = static_cast<int>(out.tabs.size());
    out.tabColumns = std::clamp(static_cast<int>((width - 2 * kTabPadding) / minWidth), 1, std::max(1, n));
    const int rows = (n + out.tabColumns - 1) / out.tabColumns;
    out.tabButtonHeight = in.frameHeight;
    return static_cast<float>(rows) * in.frameHeight + static_cast<float>(std::max(0, rows - 1)) * kTabSpacing + 2 * kTabPadding;
  }
  void placeTabs(Rect bar, Rect panelArea) {
    place(PanelId::Tabs, bar);
    PanelId active = out.tabs.empty() ? PanelId::Lesson : out.tabs.front();
    for (PanelId p : out.tabs)
      if (p == in.activeTab) active = p;
    if (!out.tabs.empty()) place(active, panelArea, true);
  }

  /// The time controls' height: as measured, or estimated from their rows; never more than `share`
  /// of the screen (they scroll then).
  float timeHeight(int rows, bool titleBar, float share) const {
    const float spacing = out.touch ? 8.0f : 4.0f;
    const float estimate = (titleBar ? in.titleHeight : 0.0f) + static_cast<float>(rows) * (in.frameHeight + spacing) + 12.0f;
    return std::min(content(PanelId::Time) > 0.0f ? content(PanelId::Time) : estimate, share * in.height);
  }

  static constexpr float kTabPadding = 6.0f, kTabSpacing = 4.0f;
};

void deskLayout(Builder& b) {
  const LayoutInput& in = b.in;
  const float W = in.width, H = in.height, m = 10.0f;
  const float leftW = std::clamp(0.31f * W, 280.0f, 460.0f);
  const float timeH = b.timeHeight(3, true, 0.3f);
  float timeW = 560.0f, plotW = 520.0f;
  if (timeW + plotW > W - 3 * m) {
    const float s = (W - 3 * m) / (timeW + plotW);
    timeW *= s, plotW *= s;
  }
  const float rightMax = W - (m + leftW + m) - m;  // a right panel never reaches the left column
  b.place(PanelId::Time, Rect{m, H - m - timeH, timeW, timeH});
  // The lesson's text is what the left column is for: it keeps its height (up to 45 % of the column;
  // a longer text scrolls) while the Table, Exercises and State opened under it give way first.
  const float columnH = H - m - timeH - m - m;
  b.stackColumn({{PanelId::Lesson, leftW, b.wants(PanelId::Lesson, 250.0f), 0.0f, std::max(250.0f, 0.45f * columnH)},
                 {PanelId::Table, leftW, 260.0f, 0.0f},
                 {PanelId::Exercises, leftW, b.wants(PanelId::Exercises, 260.0f), 0.0f},
                 {PanelId::Parameters, leftW, b.wants(PanelId::Parameters, 200.0f), 0.0f},
                 {PanelId::Simulation, leftW, 150.0f, 0.0f},
                 {PanelId::State, leftW, b.wants(PanelId::State, 260.0f), 0.0f}},
                m, false, m, H - m - timeH - m, m);
  b.stackColumn({{PanelId::Terms, std::min(310.0f, rightMax), b.wants(PanelId::Terms, 400.0f), 0.0f},
                 {PanelId::Formulas, std::min(420.0f, rightMax), 150.0f, 1.0f},
                 {PanelId::Plot, std::min(plotW, rightMax), 210.0f, 1.0f}},
                W - m, true, m, H - m, m);
  // Whatever reaches down beside the time controls stays clear of them.
  const Rect time = b.out[PanelId::Time].rect;
  for (PanelId p : {PanelId::Terms, PanelId::Formulas, PanelId::Plot}) {
    PanelPlace& place = b.out.panels[index(p)];
    if (!place.shown || place.rect.bottom() <= time.y) continue;
    const float maxW = W - m - (time.right() + m);
    if (place.rect.w > maxW) place.rect = Rect{W - m - maxW, place.rect.y, maxW, place.rect.h};
  }
}

void projectorLayout(Builder& b) {
  const LayoutInput& in = b.in;
  const float W = in.width, H = in.height, m = 10.0f;
  const float lessonW = std::min(440.0f, 0.55f * W);
  const float lessonH = std::min(b.wants(PanelId::Lesson, 190.0f), 0.4f * H);
  const float timeH = b.timeHeight(3, true, 0.4f);
  b.place(PanelId::Lesson, Rect{m, H - m - lessonH, lessonW, lessonH});
  b.place(PanelId::Time, Rect{m + lessonW + m, H - m - timeH, W - lessonW - 3 * m, timeH});
  const float bandTop = H - m - std::max(lessonH, timeH);
  const float sideW = std::min(310.0f, 0.45f * W);
  const float besideTerms = W - sideW - 3 * m;  // the width between the screen's left edge and the terms
  if (in.plotLeads && in.present[index(PanelId::Plot)] && besideTerms >= 480.0f) {
    // The step is about the plot (a trial's torque parts): it gets the top-left corner, over the lesson's
    // subtitles, leaving the mechanism at least half the width beside the terms' column.
    const float plotW = std::min(460.0f, besideTerms / 2.0f);
    b.place(PanelId::Plot, Rect{m, m, plotW, std::min(b.wants(PanelId::Plot, 300.0f), bandTop - 2 * m)});
  } else if (in.plotLeads && in.present[index(PanelId::Plot)]) {
    // No room beside the terms (a laptop's screen): the plot heads their column, the terms under it, and
    // it gives way last.
    b.stackColumn({{PanelId::Plot, sideW, b.wants(PanelId::Plot, 300.0f), 0.0f, 300.0f}, {PanelId::Terms, sideW, b.wants(PanelId::Terms, 400.0f), 0.0f}},
                  W - m, true, m, bandTop - m, m);
    return;
  }
  b.stackColumn({{PanelId::Terms, sideW, b.wants(PanelId::Terms, 400.0f), 0.0f},
                 {PanelId::Formulas, sideW, b.wants(PanelId::Formulas, 150.0f), 0.0f},
                 {PanelId::State, sideW, b.wants(PanelId::State, 200.0f), 0.0f}},
                W - m, true, m, bandTop - m, m);
}

const std::vector<PanelId> kPhoneTabs{PanelId::Lesson, PanelId::Terms, PanelId::Table, PanelId::Formulas,
                                      PanelId::Plot, PanelId::Exercises, PanelId::Parameters, PanelId::Simulation,
                                      PanelId::State};
const std::vector<PanelId> kTabletTabs{PanelId::Terms, PanelId::Table, PanelId::Formulas, PanelId::Plot,
                                       PanelId::Exercises, PanelId::Parameters, PanelId::Simulation, PanelId::State};

void phoneLayout(Builder& b) {
  const LayoutInput& in = b.in;
  const float W = in.width, H = in.height, m = 6.0f, minTab = 86.0f;
  const float timeH = b.timeHeight(2, false, 0.3f);
  if (W <= H) {  // portrait: mechanism, time, tabs, panel from the top down
    const float tabsH = b.tabBarHeight(kPhoneTabs, W - 2 * m, minTab);
    b.out.tabPanelFoldable = true;
    if (in.tabPanelFolded) {  // the panel folded away: the time controls and the tabs at the bottom
      const float timeTop = H - m - tabsH - m - timeH;
      b.place(PanelId::Time, Rect{m, timeTop, W - 2 * m, timeH});
      b.place(PanelId::Tabs, Rect{m, timeTop + timeH + m, W - 2 * m, tabsH});
      return;
    }
    const float panelMin = std::max(0.3f * H, 160.0f);
    const float mechanismH = std::clamp(H - timeH - tabsH - panelMin - 3 * m, 0.25f * H, 0.5f * H);
    b.place(PanelId::Time, Rect{m, mechanismH, W - 2 * m, timeH});
    const Rect bar{m, mechanismH + timeH + m, W - 2 * m, tabsH};
    const float panelTop = bar.bottom() + m;
    b.placeTabs(bar, Rect{m, panelTop, W - 2 * m, std::max(in.titleHeight, H - panelTop - m)});
  } else {  // landscape: mechanism and time on the left, tabs and panel on the right
    const float mechanismW = std::floor(0.5f * W);
    const float columnW = W - mechanismW - m;
    b.place(PanelId::Time, Rect{m, H - m - timeH, mechanismW - 2 * m, timeH});
    const float tabsH = b.tabBarHeight(kPhoneTabs, columnW, minTab);
    const Rect bar{mechanismW, m, columnW, tabsH};
    b.placeTabs(bar, Rect{mechanismW, bar.bottom() + m, columnW, std::max(in.titleHeight, H - bar.bottom() - 2 * m)});
  }
}

void tabletLayout(Builder& b) {
  const LayoutInput& in = b.in;
  const float W = in.width, H = in.height, m = 8.0f, minTab = 96.0f;
  const float timeH = b.timeHeight(2, false, 0.3f);
  if (W < H) {  // portrait: mechanism and time on top; lesson | tabs and panel below
    const float mechanismH = std::clamp(0.45f * H, 240.0f, std::max(240.0f, H - timeH - 400.0f));
    b.place(PanelId::Time, Rect{m, mechanismH, W - 2 * m, timeH});
    const float below = mechanismH + timeH + m, half = std::floor((W - 3 * m) / 2);
    b.place(PanelId::Lesson, Rect{m, below, half, H - below - m});
    const float tabsH = b.tabBarHeight(kTabletTabs, half, minTab);
    const Rect bar{2 * m + half, below, half, tabsH};
    b.placeTabs(bar, Rect{bar.x, bar.bottom() + m, half, std::max(in.titleHeight, H - bar.bottom() - 2 * m)});
  } else {  // landscape: mechanism and time on the left; lesson, tabs and panel in a column
    const float columnW = std::clamp(0.42f * W, 320.0f, 520.0f);
    const float columnX = W - m - columnW;
    b.place(PanelId::Time, Rect{m, H - m - timeH, columnX - 2 * m, timeH});
    const float lessonH = std::clamp(b.wants(PanelId::Lesson, 0.35f * H), 150.0f, 0.5f * H);
    b.place(PanelId::Lesson, Rect{columnX, m, columnW, lessonH});
    const float tabsH = b.tabBarHeight(kTabletTabs, columnW, minTab);
    const Rect bar{columnX, m + lessonH + m, columnW, tabsH};
    b.placeTabs(bar, Rect{columnX, bar.bottom() + m, columnW, std::max(in.titleHeight, H - bar.bottom() - 2 * m)});
  }
}

}  // namespace

LayoutResult computeLayout(const LayoutInput& in) {
  LayoutResult out;
  out.touch = in.screen == ScreenClass::Phone || in.screen == ScreenClass::Tablet;
  Builder b{in, out};
  switch (in.screen) {
    case ScreenClass::Phone: phoneLayout(b); break;
    case ScreenClass::Tablet: tabletLayout(b); break;
    case ScreenClass::Desktop: deskLayout(b); break;
    case ScreenClass::Projector: projectorLayout(b); break;
  }
  std::vector<Rect> covered;
  for (const PanelPlace& p : out.panels)
    if (p.shown) covered.push_back(p.rect);
  out.sceneFree = largestFreeRect(in.width, in.height, covered, 0.0f);
  return out;
}

std::vector<std::size_t> readingOrder(const std::vector<Rect>& panels) {
  // Columns are seeded by the narrowest panels first: a wide one (the time bar, a window the user
  // dragged across the middle) then joins the column it overlaps most instead of merging two.
  // (std::sort with the index as the last key, not std::stable_sort: libstdc++'s temporary buffer for
  // it trips AddressSanitizer's new/free check under clang.)
  std::vector<std::size_t> byWidth(panels.size());
  for (std::size_t i = 0; i < panels.size(); ++i) byWidth[i] = i;
  std::sort(byWidth.begin(), byWidth.end(), [&](std::size_t a, std::size_t b) { return panels[a].w != panels[b].w ? panels[a].w < panels[b].w : a < b; });
  std::vector<std::size_t> seeds;                      // a column's narrowest panel
  std::vector<std::size_t> column(panels.size(), 0);  // each panel's column, as an index into seeds
  for (std::size_t i : byWidth) {
    const Rect& p = panels[i];
    float best = 0.0f;
    std::size_t joined = seeds.size();
    for (std::size_t c = 0; c < seeds.size(); ++c) {
      const Rect& seed = panels[seeds[c]];
      const float overlap = std::min(p.right(), seed.right()) - std::max(p.x, seed.x);
      if (overlap > 0.5f * std::min(p.w, seed.w) && overlap > best) best = overlap, joined = c;
    }
    if (joined == seeds.size()) seeds.push_back(i);
    column[i] = joined;
  }
  std::vector<std::size_t> order(panels.size());
  for (std::size_t i = 0; i < panels.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const float leftA = panels[seeds[column[a]]].x, leftB = panels[seeds[column[b]]].x;
    if (column[a] != column[b] && leftA != leftB) return leftA < leftB;
    if (column[a] != column[b]) return column[a] < column[b];
    return panels[a].y != panels[b].y ? panels[a].y < panels[b].y : a < b;
  });
  return order;
}

Rect largestFreeRect(float width, float height, const std::vector<Rect>& covered, float gap) {
  // Every maximal empty rectangle has its left and right sides on the screen's edges or on a
  // covered rectangle's edges: try each such pair of x, and between them the free runs of y.
  std::vector<float> xs{0.0f, width};
  for (const Rect& r : covered) {
    xs.push_back(std::clamp(r.x - gap, 0.0f, width));
    xs.push_back(std::clamp(r.right() + gap, 0.0f, width));
  }
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  Rect best;
  float bestSide = 0.0f, bestArea = 0.0f;
  std::vector<std::pair<float, float>> blocked;
  for (std::size_t a = 0; a < xs.size(); ++a)
    for (std::size_t c = a + 1; c < xs.size(); ++c) {
      const float x0 = xs[a], x1 = xs[c];
      blocked.clear();
      for (const Rect& r : covered)
        if (r.x - gap < x1 && r.right() + gap > x0) blocked.emplace_back(r.y - gap, r.bottom() + gap);
      std::sort(blocked.begin(), blocked.end());
      float y = 0.0f;
      auto consider = [&](float y0, float y1) {
        const float w = x1 - x0, h = y1 - y0;
        if (w <= 0.0f || h <= 0.0f) return;
        const float side = std::min(w, h), area = w * h;
        if (side > bestSide + 1e-3f || (std::abs(side - bestSide) <= 1e-3f && area > bestArea)) {
          best = Rect{x0, y0, w, h};
          bestSide = side, bestArea = area;
        }
      };
      for (const auto& [top, bottom] : blocked) {
        if (top > y) consider(y, std::min(top, height));
        y = std::max(y, bottom);
      }
      if (y < height) consider(y, height);
    }
  return best;
}

}  // namespace wl::web
