#pragma once
// What the scene shows this frame, as plain data: the UI fills a DrawList from the engine's results,
// the SceneRenderer turns it into a handful of instanced draw calls, Picking finds what is under the
// cursor. No GL here, so the geometry can be unit-tested natively.
//
// Units: positions and lengths in world units (metres, the engine's world frame); widths of lines,
// shafts and arcs in CSS pixels (logical pixels), so a 3 px arrow looks the same on a HiDPI screen
// and at every zoom. Arrow vectors are already scaled by the UI (metres of arrow per newton).
//
// clear() keeps every vector's capacity: after the first frames, filling a DrawList allocates nothing.
#include <cstdint>
#include <string>
#include <vector>

#include <Eigen/Core>
#include <Eigen/Geometry>  // cross products, rotations

namespace wl::web::render {

struct ShellMesh;  // ShellMesh.hpp

using Vec2f = Eigen::Vector2f;
using Vec3f = Eigen::Vector3f;
using Mat3f = Eigen::Matrix3f;

struct Rgba {
  float r = 1.0f, g = 1.0f, b = 1.0f, a = 1.0f;
};

/// A second cue besides colour (colour-blind students, washed-out projectors): the palette dashes the
/// fictitious terms and dots the distal one.
enum class Stroke : std::uint8_t { Solid, Dashed, Dotted };

/// A segment drawn as a rod: cylinder from p0 to p1 with hemispherical ends.
struct Capsule {
  Vec3f p0, p1;
  float radius;  ///< world units
  Rgba colour;
};

/// A segment drawn as what it is (a model's "shape"): a disc (a short closed cylinder from p0 to p1)
/// or a box (a foot, a crate) from p0 to p1, `halfWidth` across along `across` and `halfHeight` across
/// along the third axis.
struct Solid {
  enum class Kind : std::uint8_t { Disc, Box };
  Kind kind = Kind::Box;
  Vec3f p0, p1;
  float halfWidth;      ///< world units (a disc's radius)
  float halfHeight;     ///< world units (boxes only)
  Vec3f across = Vec3f::Zero();  ///< boxes: the width's direction (zero: any across p0 → p1)
  Rgba colour;
};

enum class MarkerStyle : std::uint8_t {
  Plain,         ///< joints
  CentreOfMass,  ///< the engineering COM symbol: quarters alternating colour and dark, facing the viewer
};

struct Sphere {
  Vec3f centre;
  float radius;  ///< world units
  Rgba colour;
  MarkerStyle style = MarkerStyle::Plain;
};

/// A body drawn with its own surface (a bone, a robot link's shell), placed at the segment's pose:
/// x_W = R_WS x_S + p_WS. A colour with alpha below 1 is the see-through body: the arrows and joints
/// inside it stay readable (it hides nothing drawn after it: it writes no depth).
struct PlacedShell {
  const ShellMesh* shell = nullptr;  ///< owned by whoever fills the list, alive until the frame is drawn
  Mat3f R_WS = Mat3f::Identity();
  Vec3f p_WS = Vec3f::Zero();
  Rgba colour;
};

/// A force: a straight arrow from `origin` (the application point) to origin + vector.
struct ForceArrow {
  Vec3f origin;
  Vec3f vector;        ///< world units, already scaled (metres of arrow per newton × force)
  Rgba colour;
  float widthPx = 3.0f;  ///< shaft diameter, CSS px; the head is proportionally wider
  Stroke stroke = Stroke::Solid;
  int id = -1;         ///< returned by pick(); −1: not pickable
};

/// A moment: an arc about `axis` through `centre`, swept counter-clockwise by the right-hand rule and
/// ending in an arrow head, so the curl of the fingers shows the moment's sense.
struct MomentArc {
  Vec3f centre;
  Vec3f axis;          ///< unit vector along the moment
  float sweep;         ///< radians in (0, 2π): use arcSweep() so it is proportional to |M|
  float radius;        ///< world units
  Rgba colour;
  float widthPx = 3.0f;
  Stroke stroke = Stroke::Solid;
  int id = -1;
};

/// A frame's axes: x, y, z arrows of the rotation's columns.
struct Triad {
  Vec3f origin;
  Mat3f rotation;      ///< columns: the frame's axes in world coordinates (R_WF)
  float length;        ///< world units
  float widthPx = 2.0f;
  Rgba colourX{0.84f, 0.31f, 0.27f}, colourY{0.27f, 0.75f, 0.35f}, colourZ{0.31f, 0.49f, 0.92f};  ///< Palette::axis*
};

/// A polyline (trail, path, helper line). Its points live in DrawList::stripPoints.
struct LineStrip {
  std::uint32_t first = 0, count = 0;
  Rgba colour;
  float widthPx = 2.0f;
  Stroke stroke = Stroke::Solid;
  bool fadeTail = false;  ///< trails: alpha rises from 10 % at the first (oldest) point to colour.a
};

/// Text anchored at a 3D point, drawn by the UI (ImGui) in screen space: see LabelOverlay.hpp.
struct Label {
  Vec3f anchor;
  std::uint32_t textBegin = 0, textEnd = 0;  ///< range in DrawList::labelText
  Rgba colour;
  float offsetXPx = 6.0f, offsetYPx = -6.0f;  ///< CSS px from the anchor's projection
  float alignX = 0.0f, alignY = 0.0f;  ///< which point of the text sits there: 0 its left/top, 1 its right/bottom
};

struct DrawList {
  std::vector<Capsule> capsules;
  std::vector<Solid> solids;
  std::vector<Sphere> spheres;
  std::vector<PlacedShell> shells;
  std::vector<ForceArrow> arrows;
  std::vector<MomentArc> arcs;
  std::vector<Triad> triads;
  std::vector<LineStrip> strips;
  std::vector<Vec3f> stripPoints;
  std::vector<Label> labels;
  std::string labelText;  ///< one arena for every label, so labels allocate nothing per frame

  /// Arrows, arcs and triads drawn in front of the rods and joints (a separate depth layer): a force at
  /// a joint would otherwise start hidden inside the rod. false: the mechanism hides what is behind
  /// it (3D). Among themselves, glyphs are drawn in order: triads, then arcs, then arrows.
  bool termsInFront = true;
  /// Multiplies every width and dash (the UI's zoom: thicker strokes in the projector layout).
  float widthScale = 1.0f;
  /// The arrow or arc with this id is drawn wider (the hovered one); −1: none.
  int highlightId = -1;

  void clear() {
    capsules.clear();
    solids.clear();
    spheres.clear();
    arrows.clear();
    arcs.clear();
    shells.clear();
    triads.clear();
    strips.clear();
    stripPoints.clear();
    labels.clear();
    labelText.clear();
  }

  /// Starts a polyline; follow with addStripPoint() for each of its points.
  void beginStrip(const Rgba& colour, float widthPx, Stroke stroke = Stroke::Solid, bool fadeTail = false) {
    LineStrip s;
    s.first = static_cast<std::uint32_t>(stripPoints.size());
    s.colour = colour;
    s.widthPx = widthPx;
    s.stroke = stroke;
    s.fadeTail = fadeTail;
    strips.push_back(s);
  }
  void addStripPoint(const Vec3f& p) {
    stripPoints.push_back(p);
    if (!strips.empty()) ++strips.back().count;
  }

  Label& addLabel(const Vec3f& anchor, const char* text, const Rgba& colour) {
    Label l;
    l.anchor = anchor;
    l.textBegin = static_cast<std::uint32_t>(labelText.size());
    labelText += text;
    l.textEnd = static_cast<std::uint32_t>(labelText.size());
    l.colour = colour;
    labels.push_back(l);
    return labels.back();
  }
  const char* labelBegin(const Label& l) const { return labelText.data() + l.textBegin; }
  const char* labelEnd(const Label& l) const { return labelText.data() + l.textEnd; }
};

}  // namespace wl::web::render
