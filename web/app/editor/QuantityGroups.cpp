#include "app/editor/QuantityGroups.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace wl::web::editor {
namespace {

std::vector<std::string> split(const std::string& s, char at) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t end; (end = s.find(at, start)) != std::string::npos; start = end + 1) parts.push_back(s.substr(start, end - start));
  parts.push_back(s.substr(start));
  return parts;
}

// The child of `parent` with this group and key, made (at the end) if it is not there yet.
QuantityNode& childGroup(std::vector<QuantityNode>& siblings, QuantityGroup group, const std::string& key) {
  for (QuantityNode& n : siblings)
    if (n.group == group && n.key == key) return n;
  siblings.push_back({group, key, "", {}});
  return siblings.back();
}

void addLeaf(std::vector<QuantityNode>& siblings, const std::string& key, const std::string& quantity) {
  siblings.push_back({QuantityGroup::None, key, quantity, {}});
}

bool isKinematicVector(const std::string& head) {
  static const char* kinds[] = {"omega", "alpha", "r", "rdot", "rddot", "a_origin", "gravity"};
  return std::find(std::begin(kinds), std::end(kinds), head) != std::end(kinds);
}

bool isCoordinateHead(const std::string& head) {
  static const char* heads[] = {"tau", "q", "qd", "qdd", "Mqdd", "C", "G", "E", "P"};
  return std::find(std::begin(heads), std::end(heads), head) != std::end(heads);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::vector<QuantityNode> groupQuantities(const std::vector<std::string>& names) {
  // The top level in a fixed order of kinds (terms first, as a lecturer asks about them most), each
  // kind's groups in the order the engine lists them.
  std::vector<QuantityNode> terms, kinematics, coordinates, matrix, energy, rest;
  for (const std::string& name : names) {
    const std::vector<std::string> p = split(name, '.');
    if (p.size() == 4 && p[0] == "term") {
      QuantityNode& term = childGroup(terms, QuantityGroup::Term, p[1]);
      addLeaf(childGroup(term.children, QuantityGroup::Vector, p[2]).children, p[3], name);
    } else if (p.size() == 1 && p[0] == "mass") {
      addLeaf(childGroup(kinematics, QuantityGroup::Kinematics, "").children, "mass", name);
    } else if (p.size() == 2 && isKinematicVector(p[0])) {
      QuantityNode& group = childGroup(kinematics, QuantityGroup::Kinematics, "");
      addLeaf(childGroup(group.children, QuantityGroup::Vector, p[0]).children, p[1], name);
    } else if (p.size() == 2 && isCoordinateHead(p[0])) {
      addLeaf(childGroup(coordinates, QuantityGroup::Coordinate, p[1]).children, p[0], name);
    } else if (p.size() == 3 && p[0] == "E") {
      addLeaf(childGroup(coordinates, QuantityGroup::Coordinate, p[1]).children, "E." + p[2], name);
    } else if (p.size() == 3 && p[0] == "M") {
      QuantityNode& group = childGroup(matrix, QuantityGroup::MassMatrix, "");
      addLeaf(childGroup(group.children, QuantityGroup::Row, p[1]).children, p[2], name);
    } else if (p.size() == 2 && p[0] == "energy") {
      addLeaf(childGroup(energy, QuantityGroup::Energy, "").children, p[1], name);
    } else {
      addLeaf(rest, name, name);
    }
  }
  std::vector<QuantityNode> tree;
  for (auto* kind : {&terms, &kinematics, &coordinates, &matrix, &energy, &rest})
    for (QuantityNode& n : *kind) tree.push_back(std::move(n));
  return tree;
}

std::vector<std::string> searchQuantities(const std::vector<std::string>& names, const std::string& query) {
  std::vector<std::string> words;
  for (const std::string& w : split(lower(query), ' '))
    for (const std::string& part : split(w, '.'))
      if (!part.empty()) words.push_back(part);
  std::vector<std::string> found;
  if (words.empty()) return found;
  // Whole parts typed first ("q turn": q.turn before qd.turn and Mqdd.turn), then the engine's order.
  std::vector<std::pair<int, std::size_t>> ranked;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string spelled = lower(names[i]);
    if (!std::all_of(words.begin(), words.end(), [&](const std::string& w) { return spelled.find(w) != std::string::npos; })) continue;
    const std::vector<std::string> parts = split(spelled, '.');
    const int whole = static_cast<int>(std::count_if(words.begin(), words.end(), [&](const std::string& w) {
      return std::find(parts.begin(), parts.end(), w) != parts.end();
    }));
    ranked.emplace_back(-whole, i);
  }
  std::sort(ranked.begin(), ranked.end());
  for (const auto& r : ranked) found.push_back(names[r.second]);
  return found;
}

}  // namespace wl::web::editor
