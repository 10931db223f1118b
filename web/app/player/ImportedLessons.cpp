// The lessons built around an imported model (ImportedLessons.hpp).
#include "app/player/ImportedLessons.hpp"

#include <cmath>

#include "app/text/Catalogue.hpp"
#include "lesson/LessonTranslation.hpp"

namespace wl::web {
namespace {

// The lesson's texts in one language (the lesson's own fields take English; the others go into its
// translations, so the language menu switches the trial's lesson as it does a lesson file's).
LessonTexts trialTexts(const Catalogue& t, const OpenSimTrial& trial, const std::string& fileName) {
  const Model& model = trial.file.model;
  const std::string root = model.segments().front().name;
  const std::size_t loadCount = model.loads().size();
  const std::string loads = loadCount == 0   ? std::string(t(Text::trialNoLoads))
                            : loadCount == 1 ? std::string(t(Text::trialOneLoad))
                                             : fill(t(Text::trialLoads), {std::to_string(loadCount)});
  LessonTexts texts;
  texts.title = fill(t(Text::trialTitle), {model.name(), fileName});
  // The engine's note on what the trial left out stays English, as the CLI prints it.
  texts.summary = std::string(t(Text::trialSummary)) + " " + trial.ignoredSummary;
  texts.steps = {{t(Text::trialPartsTitle), fill(t(Text::trialPartsText), {loads}), ""},
                 {t(Text::trialTermsTitle), t(Text::trialTermsText), ""},
                 {fill(t(Text::trialResidualTitle), {root}), fill(t(Text::trialResidualText), {root}), ""}};
  return texts;
}

// The first coordinate's link: on an arm, the base the first joint turns.
std::string firstJointLink(const Model& model) {
  return model.segments()[static_cast<std::size_t>(model.coordinateSegment().front())].name;
}

// The root's joint when it floats freely (a humanoid's or a quadruped's trunk): "" otherwise.
std::string floatingBase(const Model& model) {
  for (const Segment& s : model.segments())
    if (s.parent < 0 && s.joint.nq() > 1) return s.name;
  return "";
}

// The lesson's texts in one language (the lesson's own fields take English; the others go into its
// translations, so the language menu switches the lesson as it does a lesson file's). `kind` is the
// format's name for a robot ("URDF"), empty for an OpenSim model without its motion.
LessonTexts poseTexts(const Catalogue& t, const Model& model, const std::string& kind, const std::string& fileName) {
  const bool robot = !kind.empty();
  LessonTexts texts;
  texts.title = robot ? fill(t(Text::robotTitle), {model.name(), kind, fileName}) : fill(t(Text::modelTitle), {model.name(), fileName});
  texts.summary = t(robot ? Text::robotSummary : Text::modelSummary);
  std::string rest = t(robot ? Text::robotRestText : Text::modelRestText);
  if (const std::string floating = floatingBase(model); !floating.empty()) rest += " " + fill(t(Text::robotFloatingText), {floating});
  texts.steps = {{t(Text::robotRestTitle), rest, ""}, {t(Text::robotPartsTitle), t(robot ? Text::robotPartsText : Text::modelPartsText), ""}};
  if (robot && model.nq() > 0) texts.steps.push_back({t(Text::robotBaseTitle), fill(t(Text::robotBaseText), {firstJointLink(model)}), ""});
  return texts;
}

}  // namespace

Lesson trialLesson(const OpenSimTrial& trial, const std::string& fileName) {
  const std::string root = trial.file.model.segments().front().name;
  const LessonTexts english = trialTexts(catalogue(Language::English), trial, fileName);
  Lesson lesson;
  lesson.id = "opensim-trial";
  lesson.title = english.title;
  lesson.summary = english.summary;
  lesson.dimension = 3;
  LessonStep parts;
  parts.terms = {"joint", "external"};
  parts.play = true;
  LessonStep terms;
  terms.terms = {"joint", "dynamic", "gravity", "external", "distal", "dalembert", "centrifugal", "coriolis", "euler"};
  terms.frame = "parent";
  terms.play = true;
  // Every segment but the root: seen from its parent, the ground, the root has no fictitious terms, and
  // the Table would open on its zeros.
  for (std::size_t i = 1; i < trial.file.model.segments().size(); ++i) terms.segments.push_back(trial.file.model.segments()[i].name);
  LessonStep residual;
  residual.terms = {"joint", "external", "gravity", "dynamic"};
  residual.segments = {root};
  residual.play = true;
  lesson.steps = {parts, terms, residual};
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    lesson.steps[i].title = english.steps[i].title;
    lesson.steps[i].text = english.steps[i].text;
  }
  for (Language l : kLanguages)
    if (l != Language::English) lesson.translations[languageTag(l)] = trialTexts(catalogue(l), trial, fileName);
  return lesson;
}


Lesson poseLesson(const Model& model, const std::string& id, const std::string& kind, const std::string& fileName) {
  const LessonTexts english = poseTexts(catalogue(Language::English), model, kind, fileName);
  Lesson lesson;
  lesson.id = id;
  lesson.title = english.title;
  lesson.summary = english.summary;
  lesson.dimension = 3;
  const Vec3& g = model.gravity_W();
  lesson.zUp = std::abs(g.z()) >= std::abs(g.y());  // URDF's ROS convention and MuJoCo's: z up
  // At rest first (t = 0 of the demonstration: q̇ = q̈ = 0, gravity alone), then the swing plays.
  LessonStep rest;
  rest.terms = {"joint", "gravity"};
  LessonStep parts;
  parts.terms = {"joint", "dynamic", "gravity", "distal"};
  parts.play = true;
  lesson.steps = {rest, parts};
  if (!kind.empty() && model.nq() > 0) {
    const std::string base = firstJointLink(model);
    LessonStep seen;
    seen.terms = {"joint", "gravity", "dalembert", "euler", "centrifugal", "coriolis"};
    seen.frame = base + "@" + base + ".proximal";
    seen.play = true;
    lesson.steps.push_back(seen);
  }
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    lesson.steps[i].title = english.steps[i].title;
    lesson.steps[i].text = english.steps[i].text;
  }
  for (Language l : kLanguages)
    if (l != Language::English) lesson.translations[languageTag(l)] = poseTexts(catalogue(l), model, kind, fileName);
  return lesson;
}

}  // namespace wl::web
