// wrenchlab-cli: the engine without a screen, for scripts, exercises and tests.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "Commands.hpp"
#include "ExerciseSheets.hpp"
#include "core/NumberText.hpp"

namespace {

// CLI11 reads an empty value ("--t ''") as 0 for a number; a time, a step or a cut-off the user left empty
// must be refused, not silently replaced. The one number reader of the engine: no "nan", "inf" or hex.
const CLI::Validator kFiniteNumber(
    [](std::string& text) -> std::string {
      if (text.empty()) return "must be a number, got an empty value";
      double v = 0.0;
      switch (wl::readPlainNumber(text, v)) {
        case wl::NumberText::Number: return {};
        case wl::NumberText::OutOfRange: return "must be a finite number, got \"" + text + "\"";
        case wl::NumberText::NotANumber: break;
      }
      return "must be a number (digits, a point, an exponent), got \"" + text + "\"";
    },
    "NUMBER", "finite number");

}  // namespace

int main(int argc, char** argv) {
  using namespace wl::cli;
  CLI::App app{"WrenchLab command line: every wrench term of a lesson or model, from the same engine as the app"};
  app.require_subcommand(1);
  OpenOptions open;
  open.contentDir = defaultContentDir();
  app.add_option("--content", open.contentDir, "content folder with lessons/ and models/")->check(CLI::ExistingDirectory);

  auto addSourceOptions = [&](CLI::App* cmd, std::string& source) {
    cmd->add_option("source", source, "lesson or model id (see list), or a .json path (or give --link)");
    cmd->add_option("--link", open.link,
                    "a share link's '#v2&…' part as the source: its lesson (by id or carried inside), step and parameters, "
                    "and its time and observer where -t, --frame, --express are not given");
    cmd->add_option("--set", open.assignments, "override a model field: PATH=VALUE, e.g. segments[0].mass=0.4")
        ->take_all();
    cmd->add_option("--lesson-step", open.lessonStep, "apply the fields this lesson step sets (1 = the first step)")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--kinematics,--motion", open.kinematicsFile, "CSV or OpenSim .mot with the motion to analyse")
        ->check(CLI::ExistingFile);
    cmd->add_option("--lowpass", open.lowPassHz, "zero-lag Butterworth cut-off for --kinematics, Hz")
        ->check(kFiniteNumber & CLI::PositiveNumber);
    cmd->add_option("--external-loads", open.externalLoadsFile, "OpenSim models: an ExternalLoads .xml (with its data file)")
        ->check(CLI::ExistingFile);
    cmd->add_flag("--demonstration", open.demonstration,
                  "a robot file, or an OpenSim model without --kinematics: swing in the page's demonstration motion (each joint out "
                  "from its default pose and back over 4 s) instead of holding the default pose");
    cmd->add_option("--package-path", open.packagePaths,
                    "a folder of ROS packages (or a package) for a URDF's package://NAME/… meshes, as ROS_PACKAGE_PATH; for OpenSim "
                    "models, a Geometry folder to look in after the model's own (repeatable)")
        ->check(CLI::ExistingDirectory);
  };
  auto addStateOptions = [&](CLI::App* cmd) {
    cmd->add_option("--q", open.q, "coordinates as a JSON array in describe's order (instead of the motion)");
    cmd->add_option("--qd", open.qd, "their rates, JSON array (default zeros)");
    cmd->add_option("--qdd", open.qdd, "their accelerations, JSON array (default zeros)");
  };

  app.add_subcommand("list", "list the lessons and models");
  std::string meshPath;
  CLI::App* meshCmd = app.add_subcommand("mesh", "read a mesh file (.stl, .obj, .vtp, .dae): its size, box and the mass MuJoCo gives it");
  meshCmd->add_option("file", meshPath, "the mesh file")->required();

  std::string source;
  CLI::App* describe = app.add_subcommand("describe", "segments, joints, coordinates, frames, points and loads");
  addSourceOptions(describe, source);

  TermsOptions terms;
  CLI::App* termsCmd = app.add_subcommand("terms", "every wrench term of every segment at a time (or over a range)");
  addSourceOptions(termsCmd, source);
  termsCmd->add_option("-t,--time,--t", terms.time, "time, s")->check(kFiniteNumber);
  auto* from = termsCmd->add_option("--from", terms.from, "start of a time range, s")->check(kFiniteNumber);
  termsCmd->add_option("--to", terms.to, "end of the range, s")->needs(from)->check(kFiniteNumber);
  termsCmd->add_option("--samples", terms.samples, "samples over the range")->check(CLI::Range(1, 100000));
  termsCmd->add_option("--step", terms.step, "time between samples over the range, s")
      ->check(kFiniteNumber & CLI::PositiveNumber);
  termsCmd->add_option("--frame,--observer", terms.frame, "observer: world, own, parent, base or a frame name [@point]");
  termsCmd->add_option("--about", terms.about, "moments about: proximal, com or distal")
      ->check(CLI::IsMember({"proximal", "com", "distal"}));
  termsCmd->add_option("--express", terms.express, "write the numbers in: observer (default), own (each segment in its own axes) or a frame name");
  termsCmd->add_option("--segment", terms.segments, "only these segments")->take_all();
  termsCmd->add_option("--term", terms.terms, "only these terms (joint, dynamic, dalembert, euler, ...)")->take_all();
  termsCmd->add_option("--format", terms.format, "table, json or csv")->check(CLI::IsMember({"table", "json", "csv"}));
  addStateOptions(termsCmd);

  CLI::App* checkCmd = app.add_subcommand("check", "a lesson's checked statements (PASS/FAIL) and its exercises' answers");
  addSourceOptions(checkCmd, source);

  QuantityOptions quantity;
  CLI::App* quantityCmd = app.add_subcommand("quantity", "one lesson quantity (term.joint.force.y, tau.joint1, expr:…) at a time");
  addSourceOptions(quantityCmd, source);
  quantityCmd->add_option("quantity", quantity.quantity, "the quantity, as a lesson file writes it")->required();
  quantityCmd->add_option("-t,--time,--t", quantity.time, "time, s");
  auto* qFrom = quantityCmd->add_option("--from", quantity.from, "start of a time range, s");
  quantityCmd->add_option("--to", quantity.to, "end of the range, s")->needs(qFrom);
  quantityCmd->add_option("--samples", quantity.samples, "samples over the range")->check(CLI::Range(1, 100000));
  quantityCmd->add_option("--segment", quantity.segment, "the segment (for per-segment quantities)");
  quantityCmd->add_option("--frame,--observer", quantity.frame, "observer: world, own, parent, base or a frame name [@point]");
  quantityCmd->add_option("--express", quantity.express, "axes: observer (default), own or a frame name");
  quantityCmd->add_option("--about", quantity.about, "moments about: proximal, com or distal")
      ->check(CLI::IsMember({"proximal", "com", "distal"}));

  CLI::App* shareCmd = app.add_subcommand("share", "the link fragment (#v2&lesson=inline:… or #v2&files=…) that carries a lesson or model file, "
                                                   "or a robot's or OpenSim trial's files, whole");
  std::vector<std::string> shareSources;
  std::string shareAsFile;
  shareCmd->add_option("source", shareSources, "lesson or model id, or a .json path; or a robot model file, or an OpenSim trial's files "
                                                "(a model with its coordinates and loads, or a setup with them)")->required();
  shareCmd->add_option("--as-file", shareAsFile, "robot or trial files: write them as one file (NAME.wrenchlab.json, any size) instead of a link");

  MatricesOptions matricesOptions;
  CLI::App* matrices = app.add_subcommand("matrices", "M(q), C, G, E and τ = M q̈ + C + G + E at a time (or τ split over a range)");
  addSourceOptions(matrices, source);
  matrices->add_option("-t,--time,--t", matricesOptions.time, "time, s")->check(kFiniteNumber);
  auto* matricesFrom = matrices->add_option("--from", matricesOptions.from, "start of a time range, s (needs --format csv)")
                          ->check(kFiniteNumber);
  matrices->add_option("--to", matricesOptions.to, "end of the range, s")->needs(matricesFrom)->check(kFiniteNumber);
  matrices->add_option("--samples", matricesOptions.samples, "samples over the range")->check(CLI::Range(1, 100000));
  matrices->add_option("--format", matricesOptions.format, "table, json, or csv (τ = M q̈ + C + G + E per coordinate, E load by load)")
      ->check(CLI::IsMember({"table", "json", "csv"}));
  addStateOptions(matrices);

  InverseDynamicsOptions idOptions;
  CLI::App* idCmd = app.add_subcommand("id", "OpenSim's Inverse Dynamics tool: a setup .xml to the generalized forces (.sto)");
  idCmd->add_option("--setup", idOptions.setup, "an InverseDynamicsTool setup file (Setup_ID.xml)")->required();
  idCmd->add_option("-o,--output", idOptions.output, "the .sto to write (default: the setup's results_directory/output_gen_force_file; - for standard output)");

  SimulateOptions simulate;
  CLI::App* simulateCmd = app.add_subcommand("simulate", "forward dynamics: q, q̇, τ and energy over time as CSV");
  addSourceOptions(simulateCmd, source);
  simulateCmd->add_option("--integrator", simulate.integrator, "euler, symplectic, rk4 or rk45")
      ->check(CLI::IsMember({"euler", "symplectic", "rk4", "rk45"}));
  simulateCmd->add_option("--dt", simulate.dt, "time step, s")->check(kFiniteNumber & CLI::PositiveNumber);
  simulateCmd->add_option("--duration,--until", simulate.duration, "length of the run, s")
      ->check(kFiniteNumber & CLI::PositiveNumber);
  simulateCmd->add_option("--format", simulate.format, "csv or json")->check(CLI::IsMember({"csv", "json"}));
  simulateCmd->add_option("--samples", simulate.samples, "output rows")->check(CLI::Range(2, 1000000));
  simulateCmd->add_option("-o,--output", simulate.output, "CSV file, or - for standard output");

  ExercisesOptions exercises;
  std::string exercisesLesson;
  CLI::App* exercisesCmd = app.add_subcommand(
      "exercises", "each student's own numbers: sheets and an answer key for a class, one student's variant, or a verification code");
  exercisesCmd->add_option("lesson", exercisesLesson, "lesson id (see list) or a lesson .json path")->required();
  exercisesCmd->add_option("--students", exercises.roster, "class list: CSV with a name column (and optionally id)")
      ->check(CLI::ExistingFile);
  exercisesCmd->add_option("--student", exercises.student, "one student's name or ID, as typed in the app");
  exercisesCmd->add_option("--seed", exercises.seed, "the set: a whole number (default 0, the app's own; --verify without it tries 0 to 9999)");
  exercisesCmd->add_option("-o,--output", exercises.output, "folder for the sheets (Markdown, HTML, SVG figures) and answer-key.csv");
  exercisesCmd->add_option("--verify", exercises.verify, "a verification code from the app's Exercises panel (needs --student)");
  exercisesCmd->add_option("--app-url", exercises.appUrl, "the course's WrenchLab page (https://…), for links that open from anywhere (default: ../index.html)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kExitBadInput;  // unknown flags, missing or out-of-range values
  }

  if (app.got_subcommand("list")) return listCommand(open.contentDir);
  if (shareCmd->parsed()) return shareCommand(shareSources, shareAsFile, open.contentDir);
  if (meshCmd->parsed()) return meshCommand(meshPath);
  if (idCmd->parsed()) return inverseDynamicsCommand(idOptions);
  // exercises names its lesson itself (a lesson id or file, no link).
  if (exercisesCmd->parsed()) return exercisesCommand(exercisesLesson, open.contentDir, exercises);
  // Every other command opens a source: a lesson or model, or the lesson a link names or carries.
  LinkView linkView;
  if (!open.link.empty()) {
    auto view = readLink(source, open);
    if (!view) {
      std::cerr << "error: " << view.error().text() << "\n";
      return kExitBadInput;
    }
    linkView = *view;
  } else if (auto document = readFilesDocumentSource(source, open); !document) {
    std::cerr << "error: " << document.error().text() << "\n";
    return kExitBadInput;
  } else if (*document) {
    linkView = **document;
  } else if (source.empty()) {
    std::cerr << "error: source: a lesson or model (see list), a .json path, or --link '#v2&…' is required\n";
    return kExitBadInput;
  }
  // A link's or a document's files were unpacked for this run only.
  const struct RemoveWhenDone {
    std::string folder;
    ~RemoveWhenDone() {
      std::error_code ec;
      if (!folder.empty()) std::filesystem::remove_all(folder, ec);
    }
  } unpacked{linkView.unpackedFolder};
  // What the link shows, where the command line does not say otherwise.
  auto fromLink = [&](CLI::App* cmd, const char* flag, auto& target, const auto& value, bool given) {
    if (given && cmd->count(flag) == 0) target = value;
  };
  fromLink(termsCmd, "--time", terms.time, linkView.time, linkView.time >= 0.0);
  fromLink(termsCmd, "--frame", terms.frame, linkView.frame, !linkView.frame.empty());
  fromLink(termsCmd, "--express", terms.express, linkView.expressedIn, !linkView.expressedIn.empty());
  fromLink(quantityCmd, "--time", quantity.time, linkView.time, linkView.time >= 0.0);
  fromLink(quantityCmd, "--frame", quantity.frame, linkView.frame, !linkView.frame.empty());
  fromLink(quantityCmd, "--express", quantity.express, linkView.expressedIn, !linkView.expressedIn.empty());
  fromLink(matrices, "--time", matricesOptions.time, linkView.time, linkView.time >= 0.0);
  if (describe->parsed()) return describeCommand(source, open);
  if (termsCmd->parsed()) {
    terms.haveRange = from->count() > 0;
    open.stateTime = terms.haveRange ? terms.from : terms.time;
    return termsCommand(source, open, terms);
  }
  if (matrices->parsed()) {
    matricesOptions.haveRange = matricesFrom->count() > 0;
    open.stateTime = matricesOptions.haveRange ? matricesOptions.from : matricesOptions.time;
    return matricesCommand(source, open, matricesOptions);
  }
  if (checkCmd->parsed()) return checkCommand(source, open);
  if (quantityCmd->parsed()) {
    quantity.haveRange = qFrom->count() > 0;
    return quantityCommand(source, open, quantity);
  }
  if (simulateCmd->parsed()) return simulateCommand(source, open, simulate);
  return kExitFailure;
}
