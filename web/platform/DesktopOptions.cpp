#include "platform/DesktopOptions.hpp"

#if !defined(__EMSCRIPTEN__)  // the page takes no command line; CLI11 stays out of its download

#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdio>

#include "core/NumberText.hpp"
#include "lesson/Language.hpp"

namespace wl::web {

namespace {

// Numbers through the engine's one reader (no hex, inf or nan), as the CLI reads them.
CLI::Validator plainNumber(double low, double high, bool whole, const char* what) {
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        double v = 0.0;
        if (readPlainNumber(text, v) != NumberText::Number || v < low || v > high || (whole && std::floor(v) != v))
          return std::string("must be ") + what + ", got \"" + text + "\"";
        return {};
      },
      "", what);
}

}  // namespace

int parseDesktopOptions(int argc, char** argv, DesktopOptions& o) {
  CLI::App app{"WrenchLab desktop window: every wrench term of a moving mechanism, live (the same app as the page)"};
  std::string frames, seconds;
  app.add_option("--content", o.contentDir, "lessons and models (default: content)")->type_name("DIR");
  app.add_option("--lang", o.language,
                 "the app's and the lessons' language: en, de or pt-BR (default: the locale's, from LANGUAGE, LC_ALL, "
                 "LC_MESSAGES or LANG; English if it is none of them)")
      ->check(CLI::Validator(
          [](std::string& tag) -> std::string {
            Language language;
            return languageFromTag(tag, language) ? std::string() : "must be en, de or pt-BR, got \"" + tag + "\"";
          },
          "", "language"))
      ->type_name("TAG");
  app.add_option("--link", o.link, "open a shared link, e.g. '#v2&lesson=radial-slider&step=3'")->type_name("HASH");
  app.add_option("--open", o.open,
                 "open files together, as if dropped on the window (repeat it: an OpenSim trial is a model, its "
                 "coordinates and its external loads)")
      ->type_name("FILE");
  app.add_option("--package-path", o.packagePaths,
                 "a folder of ROS packages (or a package) for a URDF's package://NAME/… meshes, as ROS_PACKAGE_PATH; for OpenSim "
                 "models, a Geometry folder to look in after the model's own (repeatable)")
      ->check(CLI::ExistingDirectory)
      ->type_name("DIR");
  app.add_option("--frames", frames, "draw N frames, then exit (tests)")->check(plainNumber(1, 1e8, true, "a whole number ≥ 1"))->type_name("N");
  app.add_option("--screenshot", o.screenshot, "write the last frame as PNG (with --frames)")->type_name("FILE.png");
  app.add_option("--picture", o.picture, "after the last frame, a 1920×1080 transparent picture for slides (with --frames)")->type_name("FILE.png");
  app.add_option("--record", o.record, "after the last frame, the lesson's first 0.2 s as PREFIX-0001.png, … (with --frames)")->type_name("PREFIX");
  app.add_option("--seconds", seconds, "run for S seconds, then exit (tests of the idle window)")
      ->check(plainNumber(1e-9, 1e6, false, "a number of seconds > 0"))->type_name("S");
  app.add_option("--state", o.stateOut, "write the app's state (as the page's state()) after the last frame")->type_name("FILE.json");
  app.add_option("--snapshot", o.snapshotOut, "write the terms shown (as the page's snapshot()) after the last frame")->type_name("FILE.json");
  app.add_option("--save-lesson", o.saveLesson, "save the open lesson (model inside) as the editor's Save does, then exit")->type_name("FILE.json");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  // Both were checked above by the same reader.
  if (double n = 0.0; !frames.empty() && readPlainNumber(frames, n) == NumberText::Number) o.frames = static_cast<int>(n);
  if (!seconds.empty()) (void)readPlainNumber(seconds, o.seconds);
  if ((!o.screenshot.empty() || !o.picture.empty() || !o.record.empty()) && o.frames < 1) {
    std::fprintf(stderr, "--screenshot, --picture and --record need --frames N\n");
    return 2;
  }
  return -1;
}

}  // namespace wl::web

#endif
