#pragma once
// The CLI's subcommands. Each returns the process exit code: 0 success, 2 bad input (the message
// names the field), 1 anything else.
#include <string>
#include <vector>

#include "Sources.hpp"

namespace wl::cli {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitBadInput = 2;

/// Prints the error as one line on stderr ("error: <where>: <message>") and returns kExitBadInput.
int fail(const Error& error);

struct TermsOptions {
  double time = 0.0;
  bool haveRange = false;
  double from = 0.0, to = 0.0;
  int samples = 11;
  double step = 0.0;                  ///< --step H: samples every H seconds (overrides --samples)
  std::string frame = "world";
  std::string about = "proximal";
  std::string express = "observer";
  std::vector<std::string> segments;  ///< empty: all
  std::vector<std::string> terms;     ///< empty: all
  std::string format = "table";       ///< table, json, csv
};

struct MatricesOptions {
  double time = 0.0;
  bool haveRange = false;
  double from = 0.0, to = 0.0;
  int samples = 11;
  std::string format = "table";       ///< table, json or csv (csv: τ split per coordinate, one row per sample)
};

struct InverseDynamicsOptions {
  std::string setup;                  ///< an InverseDynamicsTool .xml
  std::string output;                 ///< "" : the setup's results_directory/output_gen_force_file; "-": stdout
};

struct SimulateOptions {
  std::string integrator;             ///< empty: the file's
  double dt = 0.0;                    ///< 0: the file's
  double duration = 0.0;              ///< 0: the file's
  int samples = 101;
  std::string format = "csv";         ///< csv or json
  std::string output = "-";
};

struct QuantityOptions {
  std::string quantity;               ///< a lesson quantity: "term.joint.force.y", "tau.joint1", "expr:…"
  std::string segment;
  std::string frame = "world";
  std::string express = "observer";
  std::string about = "proximal";
  double time = 0.0;
  bool haveRange = false;
  double from = 0.0, to = 0.0;
  int samples = 11;
};

int listCommand(const std::string& contentDir);
/// A lesson's checks (each statement PASS or FAIL with what was found) and its exercises' answers.
int checkCommand(const std::string& source, const OpenOptions& open);
/// One lesson quantity (Quantity.hpp) at a time or over a range, as a lesson check would see it.
int quantityCommand(const std::string& source, const OpenOptions& open, const QuantityOptions& options);
int describeCommand(const std::string& source, const OpenOptions& open);
/// A mesh file (.stl, .obj, .vtp, .dae) read as a model's mesh would be: its size, box and MuJoCo's mass.
int meshCommand(const std::string& path);
int termsCommand(const std::string& source, const OpenOptions& open, const TermsOptions& options);
int matricesCommand(const std::string& source, const OpenOptions& open, const MatricesOptions& options);
int inverseDynamicsCommand(const InverseDynamicsOptions& options);
int simulateCommand(const std::string& source, OpenOptions open, const SimulateOptions& options);
/// Prints the share-link fragment (#v2&lesson=inline:… or #v2&files=…) that carries a lesson or model file, or a
/// robot's or trial's files, whole; with `asFile` writes those files as one file instead.
int shareCommand(const std::vector<std::string>& sources, const std::string& asFile, const std::string& contentDir);

}  // namespace wl::cli
