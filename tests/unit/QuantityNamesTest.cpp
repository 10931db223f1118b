// The quantity picker's list (quantityNames): every name it offers evaluates to a number, and the
// list has what the lesson format documents, counted by hand for the radial slider and the ankle.
#include <doctest/doctest.h>

#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

using namespace wl;

TEST_CASE("every quantity the picker offers evaluates, and the list is complete") {
  const std::string lessons = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons/";
  // nq coordinates and L loads: 9 terms × (force, moment) × 4 components, mass, 7 vectors × 4,
  // 8 per-coordinate heads × nq, E per coordinate and load nq·L, M nq², 3 energies, the residual.
  const auto expected = [](int nq, int loads) { return 72 + 1 + 28 + 8 * nq + nq * loads + nq * nq + 3 + 1; };
  int evaluated = 0;
  for (const char* id : {"radial-slider", "ankle-knee-3d"}) {
    INFO(id);
    auto lesson = loadLessonFile(lessons + id + ".json");
    REQUIRE(lesson.ok());
    auto session = openLessonSession(*lesson);
    REQUIRE(session.ok());
    REQUIRE(session->setTime(0.5).ok());
    const Model& model = session->model();
    const auto names = quantityNames(model);
    CHECK(static_cast<int>(names.size()) == expected(model.nq(), static_cast<int>(model.loads().size())));
    for (const std::string& name : names) {
      auto v = evaluateScalar(*session, model.segmentCount() - 1, name);
      CHECK_MESSAGE(v.ok(), (name + ": " + (v ? std::string() : v.error().text())));
      ++evaluated;
    }
  }
  CHECK(evaluated > 250);
}
