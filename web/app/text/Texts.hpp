#pragma once
// Every text the app shows, by key, with its English source: the one list the catalogue
// (app/text/Catalogue.hpp) and the translations in web/i18n/<language>.json are keyed by. A new text is a
// new line here (and a line in each web/i18n file; the catalogue test lists what a language lacks).
// Placeholders are {1}, {2}, … (fill() puts the values in); a translation keeps them all and may move
// them. Texts with the prefix "a11y" are the page's screen-reader layer (index.html, shell.js).
// Engine messages (a file's line, a field's path) stay English, as the CLI prints them.
#include <cstddef>
#include <cstdint>

// clang-format off
#define WL_APP_TEXTS(X) \
  /* the panels' titles and the tabs of a phone or tablet */ \
  X(panelLesson, "Lesson") \
  X(panelTime, "Time") \
  X(panelTerms, "Terms and frame") \
  X(panelTable, "Table") \
  X(panelFormulas, "Formulas") \
  X(panelExercises, "Exercises") \
  X(panelParameters, "Parameters") \
  X(panelPlot, "Plot") \
  X(panelSimulation, "Simulation") \
  X(panelState, "State") \
  X(panelTabs, "Panels") \
  X(tabTerms, "Terms") \
  X(tabParameters, "Params") \
  X(tabSimulation, "Sim") \
  X(panelHelp, "Keyboard shortcuts") \
  /* the terms: legend, toggles, table (termLabel) and the arrows' short labels */ \
  X(termDynamic, "dynamic") \
  X(termJoint, "joint") \
  X(termDAlembert, "D'Alembert") \
  X(termEuler, "Euler") \
  X(termCentrifugal, "centrifugal") \
  X(termCoriolis, "Coriolis") \
  X(termGravity, "gravity") \
  X(termExternal, "external") \
  X(termDistal, "distal joints") \
  X(arrowDistal, "distal") \
  /* the point moments are taken about */ \
  X(aboutProximal, "proximal joint") \
  X(aboutCom, "COM") \
  X(aboutComLong, "centre of mass") \
  X(aboutDistal, "distal joint") \
  /* observers the lessons and links name by keyword */ \
  X(observerWorld, "world") \
  X(observerOwn, "own") \
  X(observerParent, "parent") \
  X(observerBase, "base") \
  X(observerOwnWhere, "{1} — at its distal point") \
  X(observerParentWhere, "{1} — at the parent's distal point") \
  X(observerOwnTip, "Each segment seen from its own frame, attached at its distal point (its far end).") \
  X(observerParentTip, "Each segment seen from its parent's frame, attached at the parent's distal point: that is the segment's own joint where the joint sits there (a chain), not where the joint is offset from it.") \
  X(observerAtJoint, "{1}, at its joint") \
  X(observerAtPoint, "{1}, at {2}") \
  /* Lesson panel */ \
  X(lessonOpenFile, "Open a model, trial or lesson file…") \
  X(lessonDropHint, "Drop the files on the window together: a robot model (.urdf, or MuJoCo's .xml), an OpenSim model (.osim) with its coordinates (.mot) and ExternalLoads (.xml + .mot), an Inverse Dynamics setup with its files, or a lesson (.json).") \
  X(lessonStepOf, "Step {1} of {2}") \
  X(lessonPrevious, "< Prev") \
  X(lessonNext, "Next >") \
  X(lessonDismiss, "dismiss") \
  X(lessonLanguage, "language") \
  /* Time panel */ \
  X(timePlay, "Play") \
  X(timePause, "Pause") \
  X(timeLoop, "loop") \
  X(timeSpeed, "speed") \
  X(timeMore, "More") \
  X(timeLess, "Less") \
  X(timeCopyLink, "Copy link") \
  X(timeExportCsv, "Export CSV") \
  X(timeScreenshot, "Screenshot") \
  X(timeImportMotion, "Import motion") \
  X(timePresenter, "Presenter") \
  X(timePresenterOff, "Presenter off") \
  X(timeUiScale, "UI scale") \
  X(timeLinkCopied, "Link copied: it restores this lesson, step, time, frame and parameters.") \
  X(timeExported, "Exported the time series to {1}.") \
  X(timeExportedDownload, "Exported the time series to your downloads ({1}).") \
  X(timeNotWritten, "Could not write {1}") \
  X(timeDropMotion, "Drop a CSV or .mot file on the window to import it.") \
  X(timeSaveFiles, "Save as one file") \
  X(timeFilesLinkCopied, "Link copied: it carries your files ({1}) and restores this step, time, frame and pose.") \
  X(timeFilesTooLong, "Your files make a link of {1} characters, more than the {2} a link carries. “Save as one file” writes one file that opens them in this view in any WrenchLab: send it, and open it with “Open a model, trial or lesson file…” or drop it on the page.") \
  X(timeFilesCannotTravel, "These files cannot travel in a link or a file: {1}.") \
  X(timeFilesSaved, "Wrote {1}: it opens your files in this view in any WrenchLab (open it with “Open a model, trial or lesson file…” or drop it on the page).") \
  X(timeFilesSavedDownload, "Saved {1} to your downloads: it opens your files in this view in any WrenchLab (open it with “Open a model, trial or lesson file…” or drop it on the page).") \
  X(linkFilesNoModel, "The link's files ({1}) hold no robot model or OpenSim trial.") \
  /* Screenshot menu: pictures and recordings for slides */ \
  X(capturePicture, "Picture for slides: the scene, its legend and arrow labels, no panels") \
  X(captureClose, "Close") \
  X(captureScreenSize, "current") \
  X(captureTransparent, "transparent background") \
  X(captureSave, "Save picture") \
  X(captureVideo, "Video (WebM) of the scene, panels hidden") \
  X(captureFrames, "One PNG per frame (30 per second) of the scene") \
  X(captureFrom, "from [s]") \
  X(captureTo, "to [s]") \
  X(captureEmptySpan, "the span is empty") \
  X(captureStart, "Start recording") \
  X(captureSaved, "Saved {1} ({2} MB)") \
  X(captureRecording, "Recording {1} %") \
  /* Terms panel */ \
  X(termsObserver, "observer") \
  X(termsMomentsAbout, "moments about") \
  X(termsArrowsWhereTheyAct, "arrows where each term acts") \
  X(termsArrowsWhereTheyActHelp, "On: joint at the proximal joint, reactions at the distal joint, dynamic, fictitious\nand gravity at the centre of mass, loads at their points; arcs are moments about\nthose points. Off: every term at the 'moments about' point, as in the table.") \
  X(termsCameraFollows, "camera follows the observer") \
  X(termsInvarianceHelp, "Switch the observer: the fictitious terms change, the joint wrench does not.") \
  X(termsActing, "acting") \
  X(termsFictitious, "fictitious") \
  X(termsSegments, "segments") \
  X(termsTrails, "COM trails") \
  X(termsBodies, "bodies") \
  X(termsBodiesSeeThrough, "see-through meshes") \
  X(termsBodiesMeshes, "meshes") \
  X(termsBodiesCapsules, "capsules") \
  X(termsArrows, "arrows") \
  X(termsArrowScaleAuto, "auto") \
  X(invarianceSentence, "Joint wrench, this observer vs the inertial frame: {1}.") \
  X(invarianceNotEqual, "≠ NOT equal: they differ by {1}, more than round-off") \
  X(invarianceEqual, "= equal") \
  X(invarianceEqualRoundOff, "= equal to within 1e{1} (round-off)") \
  /* Table panel */ \
  X(tableWrittenIn, "numbers written in") \
  X(tableObserverAxes, "observer's axes") \
  X(tableOwnAxes, "each segment's axes") \
  X(tableFrameAxes, "{1} axes") \
  X(tableSegmentHeading, "{1} — components along the {2} axes, moments about the {3}") \
  X(tableTerm, "term") \
  X(tableResidual, "residual") \
  X(tableJointTorques, "joint torques and forces:") \
  /* Formulas, Exercises, Parameters */ \
  X(formulasSegment, "segment") \
  X(formulasComponents, "vectors: components along the {1} axes") \
  X(exerciseAskedInStep, "(step {1})") \
  X(exerciseCheck, "check") \
  X(exerciseRight, "Right.") \
  X(exerciseWrong, "Not quite.") \
  X(exerciseNotANumber, "“{1}” is not a number: write it like {2}.") \
  /* An exercise of their own: a student's numbers drawn from their name or ID (lesson/Variant.hpp) */ \
  X(studentName, "Your name or ID") \
  X(studentSet, "set") \
  X(studentUse, "Use") \
  X(studentClear, "Clear") \
  X(studentIntro, "Type your name or student ID (and the set number from your sheet, 0 if none) to get your own numbers.") \
  X(studentNumbersFor, "Your own numbers, drawn for \"{1}\" (set {2}). Your answers are checked with them.") \
  X(studentYourNumbers, "Your numbers: {1}") \
  X(studentCodeFor, "Verification code (right: exercises {1}):") \
  X(studentCodeNone, "Answer an exercise right to get a verification code to hand in.") \
  X(studentCodeName, "verification code") \
  X(studentNameRefused, "That name cannot be used: {1}.") \
  X(parameterKept, "{1} (kept the previous value)") \
  /* Plot and Simulation */ \
  X(plotShows, "plot shows") \
  X(plotTermForces, "term forces") \
  X(plotTorqueParts, "joint torque parts") \
  X(plotSegment, "segment") \
  X(plotCoordinate, "coordinate") \
  X(plotTimeAxis, "time [s] {1} … {2}") \
  X(plotForceAxis, "|force| [N]") \
  X(plotEnergyAxis, "total energy [J]") \
  X(plotPartsAxis, "parts of τ [{1}]") \
  X(plotPassivePart, "P (joint spring, damper)") \
  X(simulationIntegrator, "integrator") \
  X(simulationReset, "Reset") \
  X(simulationEnergy, "energy {1} J ({2})") \
  X(simulationEnergyRk4, "energy {1} J (rk4, dt {2} s)") \
  /* the legend over the scene and the label of the arrow under the pointer */ \
  X(legendInstant, "t = {1} s   observer: {2}") \
  /* {1}: the State panel's name, {2}: its button that lets go ("Back to the motion") */ \
  X(legendHeld, "posed by hand ({1}: {2})") \
  X(legendScales, "arrows: {1} N per cm, arcs: {2} N·m per turn") \
  X(legendDetail, "{1} segments: terms and COM trails drawn for {2} and the segments joined to it (chosen in Formulas and Plot)") \
  X(hoverTermOn, "{1} on {2}") \
  X(hoverMomentAbout, "M = {1} N·m (about the {2})") \
  X(hoverAllLoads, "all loads on the segment; each is drawn at its own point") \
  /* Help window: the keys, the layout, the look, the language, CSV files */ \
  X(helpTabKey, "Tab / Shift+Tab") \
  X(helpTab, "next / previous control (a yellow ring and a triangle mark it)") \
  X(helpPressKey, "Space or Enter") \
  X(helpPress, "press the focused control; on a slider Space then ←/→, Enter types a value") \
  X(helpArrowsKey, "arrows") \
  X(helpArrows, "with a control focused: to the neighbouring control, or in an open list") \
  X(helpEscKey, "Esc") \
  X(helpEsc, "close a list; leave the control (the keys below work again); close this help") \
  X(helpSpaceKey, "Space") \
  X(helpSpace, "play / pause (no control focused)") \
  X(helpLeftRightKey, "← / →") \
  X(helpLeftRight, "step back / forward in time (no control focused)") \
  X(helpPageKey, "Page Up / Down") \
  X(helpPage, "previous / next lesson step (with a control focused: a page through its panel)") \
  X(helpPresenterKey, "F") \
  X(helpPresenter, "presenter mode (large, arrow labels)") \
  X(helpDigitsKey, "1 – 9") \
  X(helpDigits, "toggle the terms in legend order") \
  X(helpHelpKey, "? or H") \
  X(helpHelp, "this help") \
  X(helpDragKey, "drag on the scene") \
  X(helpDrag, "orbit (3D) or pan (2D); Shift + drag pans in 3D") \
  X(helpWheelKey, "wheel") \
  X(helpWheel, "zoom about the pointer") \
  X(helpResetKey, "R or Home") \
  X(helpReset, "reset the view (Home: no control focused)") \
  X(helpOneFingerKey, "one finger") \
  X(helpOneFinger, "tap and drag, as the mouse") \
  X(helpTwoFingersKey, "two fingers") \
  X(helpTwoFingers, "pinch to zoom, move to pan") \
  X(helpLayout, "layout") \
  X(helpLayoutAuto, "auto (this screen's)") \
  X(helpLayoutNow, "now: {1}") \
  X(layoutPhone, "phone") \
  X(layoutTablet, "tablet") \
  X(layoutDesktop, "desktop") \
  X(layoutProjector, "projector") \
  X(helpTheme, "theme") \
  X(helpThemeDark, "dark") \
  X(helpThemeLight, "light (bright hall)") \
  X(helpArrowLabels, "arrow labels") \
  X(helpGround, "ground and g") \
  X(helpCsvDecimalComma, "Export CSV with a decimal comma (1,5) and ';' between columns") \
  X(helpLicenses, "WrenchLab is free software under the MIT license. Its lessons, models and data are under CC BY 4.0: adapt and share them, naming WrenchLab as the source. The libraries and fonts it is built with, and their licenses, are listed in THIRD-PARTY-NOTICES.txt, which comes with it.") \
  /* "predict, then see": a predict step's box in the Lesson panel, its labels on the scene, the hidden \
     terms' toggles, rows and formulas; {1} of predictHowToDraw and predictResult is a force's name \
     below (forceCoriolis: "Coriolis force"), {2} the angle in degrees */ \
  X(predictYourPrediction, "your prediction") \
  X(predictYourPredictionOf, "your prediction: {1}") \
  X(predictHowToDraw, "Draw the {1}: drag on the scene, or turn it with ← →.") \
  X(predictDragTurnsView, "turn view") \
  X(predictDirection, "direction") \
  X(predictNotDrawn, "not drawn yet") \
  X(predictArrowChoice, "arrow") \
  X(predictReveal, "Reveal") \
  X(predictDrawFirst, "Draw your arrow first: then Reveal compares it with the true one.") \
  X(predictHiddenTermTip, "Hidden until you reveal your prediction (Lesson panel).") \
  X(predictNumbersAfterReveal, "= … (after you reveal your prediction)") \
  X(predictHiddenRow, "after the reveal") \
  X(predictResult, "Your arrow for the {1} is {2}° off the true one.") \
  X(predictResultClose, "Your arrow for the {1} is {2}° off the true one: well predicted.") \
  X(helpPredictKey, "predict step") \
  X(helpPredict, "a drag draws your arrow; ← / → turn it by 5° (Shift: 1°); Enter reveals") \
  /* a term's force by name, as a sentence says it (in the order of the terms) */ \
  X(forceDynamic, "dynamic force") \
  X(forceJoint, "joint force") \
  X(forceDAlembert, "D'Alembert force") \
  X(forceEuler, "Euler force") \
  X(forceCentrifugal, "centrifugal force") \
  X(forceCoriolis, "Coriolis force") \
  X(forceGravity, "force of gravity") \
  X(forceExternal, "external force") \
  X(forceDistal, "force of the distal joints") \
  /* the lesson player's messages (an engine's reason, in English, may follow) */ \
  X(messageLessonNotOpened, "The lesson could not be opened: {1}") \
  X(messageModelNotOpened, "The lesson's model could not be opened: {1}") \
  X(messageOpenedFileTitle, "{1} (opened)") \
  X(messageOpened, "Opened {1}.") \
  X(messageImportFailed, "Import failed: {1}") \
  X(messageImported, "Imported {1}: inverse dynamics of the measured motion.") \
  X(messageLinkUnreadable, "The link could not be read ({1}); showing the defaults.") \
  X(messageLinkUnknownLesson, "The link names an unknown lesson \"{1}\"; showing the defaults.") \
  X(messageLinkLessonNotOpened, "The link's lesson cannot be opened: {1}") \
  X(messageLinkBadParameter, "The link sets \"{1}\" to an invalid value; it was ignored.") \
  X(messageLinkBadObserver, "The link's observer frame is unknown; using the step's.") \
  X(messageLinkBadAxes, "The link's axes are unknown; using the step's.") \
  /* the State panel: any model posed by hand */ \
  X(stateHoldStill, "hold still (q̇ = q̈ = 0: gravity alone)") \
  X(stateRelease, "Back to the motion") \
  X(stateHeld, "Held by hand at t = {1} s: the torques are this state's.") \
  X(stateFollowing, "Following the motion. Grab a slider (or a segment on the scene) to pose it.") \
  X(stateCoordinate, "coordinate") \
  X(stateNoCoordinates, "This model has no coordinates to pose.") \
  X(stateFollows, "follows {1}") \
  X(stateFollowsTip, "{1} follows {2} by the file's constraint {3}: pose {2} and it moves with it.") \
  X(stateLoopsTitle, "Loops left open") \
  X(stateLoopsText, "The file closes these loops with constraints; WrenchLab opens the tree there (their forces are not part of inverse dynamics, as in OpenSim). What each leaves at this instant:") \
  X(stateLoopGap, "{1}: {2} mm apart") \
  X(stateLoopGapAngle, "{1}: {2} mm and {3}° apart") \
  X(stateSliderName, "{1} of {2}") \
  X(stateStepDown, "one step less: {1}") \
  X(stateStepUp, "one step more: {1}") \
  /* a robot model (URDF, MJCF) opened in the app: its lesson of three steps and the messages */ \
  X(robotTitle, "{1} — {2} ({3})") \
  X(robotSummary, "Joint torques of a robot arm, term by term, in any pose you give it.") \
  X(robotRestTitle, "Standing still: what gravity asks of each joint") \
  X(robotRestText, "The robot at its default pose, not moving. Each joint's torque τ is what holds the links up against gravity: τ = G(q). Pose it in the State panel (a slider per joint) or drag a link on the scene: the torques follow. The plot splits the chosen joint's torque into its parts; the Table lists every joint's τ.") \
  X(robotPartsTitle, "Moving: τ = M q̈ + C + G") \
  X(robotPartsText, "Play: each joint swings out from its default pose and back, over 4 s (a demonstration: the file gives no motion; “Import motion” brings one). The torque splits into inertia M(q) q̈, velocity coupling C(q, q̇) (Coriolis and centrifugal, growing with the square of the speed) and gravity G(q): the plot shows each part of the chosen joint, in its term's colour. Pause anywhere, or set q̇ and q̈ yourself in the State panel.") \
  X(robotBaseTitle, "Seen from the turning base") \
  X(robotBaseText, "Observed from {1}, the link the first joint turns, with its origin on that joint's axis: the joint wrenches are the same vectors as seen from the world, while the turning frame adds the centrifugal, Coriolis and Euler terms of its own rotation: watch them grow and change sign as the swing speeds up and slows down.") \
  X(robotFloatingText, "{1} floats freely: nothing in the file holds it up, so its joint to the world carries the whole model (a robot, a body): the force on its vertical coordinate is its weight, what the floor or a stand would give (the Table lists it). The demonstration leaves it still and swings the other joints.") \
  X(modelTitle, "{1} — OpenSim model ({2})") \
  X(modelSummary, "An OpenSim model without a motion: its joint moments, term by term, in any pose you give it.") \
  X(modelRestText, "The model at its default pose, not moving. Each coordinate's moment τ is what holds the segments up against gravity: τ = G(q). Pose it in the State panel (a slider per coordinate) or drag a segment on the scene: the moments follow. No motion came with the model: to see a measured movement, choose its coordinates (.mot from Inverse Kinematics) and ground reactions together with it, or “Import motion”.") \
  X(modelPartsText, "Play: each coordinate swings out from its default pose and back, over 4 s (a demonstration, not a measured movement). The moment splits into inertia M(q) q̈, velocity coupling C(q, q̇) and gravity G(q): the plot shows each part of the chosen coordinate, in its term's colour. Pause anywhere, or set q̇ and q̈ yourself in the State panel.") \
  X(modelNoMotion, "No motion came with it: it is posed at its default and swings in a demonstration. To see a measured movement, choose its coordinates (.mot) and ground reactions together with the model, or use “Import motion”.") \
  X(robotOpened, "Opened {1} ({2}): {3} bodies, {4} coordinates.") \
  X(robotNotOpened, "The robot model could not be opened: {1}") \
  /* an OpenSim trial opened in the app: the messages and its lesson of three steps */ \
  X(trialNotOpened, "The OpenSim trial could not be opened: {1}") \
  X(trialOpening, "Opening {1}: {2}…") \
  X(trialOpeningStage, "Opening {1}: {2}… ({3} of {4})") \
  X(trialOpeningLesson, "opening its lesson") \
  /* the bodies' own meshes (bones, robot shells), read after the model opens */ \
  X(meshesReading, "Reading the meshes of {1}: {2}… ({3} of {4})") \
  X(meshesRead, "Meshes of {1}: {2} of {3} drawn.") \
  X(meshesMissing, "Drawn as before (capsules): {1}") \
  X(meshesNoneFound, "{1} is drawn with capsules: its {2} mesh files ({3}, …) were not found. Choose them with “Import motion” or drop them here to draw its own shapes.") \
  X(meshesNotNamed, "{1}: mesh files, but the open lesson's model names none. Choose them together with the model that names them.") \
  X(trialOpened, "Opened {1}: {2} bodies, {3} coordinates, {4} external loads.") \
  X(trialUnfiltered, "No Inverse Dynamics setup came with the coordinates: they are used as they are, unfiltered (OpenSim's tool low-pass filters them when its setup says so, often at 6 Hz). Choose the setup with the files to filter as it does.") \
  X(trialTitle, "{1} — OpenSim trial ({2})") \
  X(trialSummary, "OpenSim's inverse dynamics, term by term.") \
  X(trialNoLoads, "no external loads") \
  X(trialOneLoad, "1 external load") \
  X(trialLoads, "{1} external loads") \
  X(trialPartsTitle, "Where the joint moments come from") \
  X(trialPartsText, "The net joint moments OpenSim's Inverse Dynamics tool reports, and what they are made of. The plot splits the chosen coordinate's moment into inertia (M q̈), velocity coupling (C), gravity (G) and each external load's part ({1}); they add up to the moment, the white line. Pick another coordinate in the plot; scrub to mid-stance.") \
  X(trialTermsTitle, "Every term of a body, in any frame") \
  X(trialTermsText, "Each segment is seen from the segment it hangs from (the observer “parent”: the thigh from the pelvis, the shank from the thigh): its joint wrench stays the same vector, while the fictitious terms of that moving observer appear, the D'Alembert, Euler, centrifugal and Coriolis wrenches. Pick another observer in the Terms panel, and which segments' arrows to show under “segments”; the Table gives each segment's numbers.") \
  X(trialResidualTitle, "The residual at the {1}") \
  X(trialResidualText, "The {1}'s joint to the ground is not a real joint: its wrench is the force and moment the measured motion needs that the measured ground reactions do not give (marker noise, a model that is not the subject, the feet's contact). OpenSim reports it as the {1}'s residual forces and moment; here it is the joint arrow at the {1}.") \
  /* the page: its title, the canvas's name, and the screen-reader layer */ \
  X(a11yPageTitle, "WrenchLab — inverse dynamics, every wrench term") \
  X(a11yCanvasLabel, "WrenchLab lesson player: the mechanism, its wrench arrows and the lesson panels") \
  X(a11yCanvasDescription, "A drawing of the mechanism with an arrow for each wrench term, and panels for the lesson, time, terms, table, formulas, plot and exercises. Tab and Shift+Tab move between the panels' controls; arrows, Space and Enter operate the focused control; Escape leaves it, and then Space plays or pauses, the arrows step the time and Page Up and Page Down change the step. H lists every shortcut. The lesson as text, with buttons for every step, is in the region before this drawing.") \
  X(a11yHeading, "WrenchLab: accessible lesson") \
  X(a11yTitle, "WrenchLab: {1}") \
  X(a11yNoLesson, "no lesson open") \
  X(a11yIntro, "These controls and texts follow the lesson in the drawing below. Shift+Tab from the drawing (with no control focused in it) comes back here. In a list, the arrow keys choose and Enter applies the choice.") \
  X(a11yLanguage, "Language") \
  X(a11yLesson, "Lesson") \
  X(a11yLessonHeading, "Lesson: {1}") \
  X(a11yStepLine, "Step {1} of {2}: {3}") \
  X(a11yPreviousStep, "Previous step") \
  X(a11yNextStep, "Next step") \
  X(a11yTime, "Time") \
  X(a11yTimeLine, "t = {1} s (from {2} to {3} s), {4}") \
  X(a11yPlaying, "playing") \
  X(a11yPaused, "paused") \
  X(a11yPlay, "Play") \
  X(a11yPause, "Pause") \
  X(a11yBack, "Back 1/30 s") \
  X(a11yForward, "Forward 1/30 s") \
  X(a11yTimeInput, "Time in seconds") \
  X(a11yGoToTime, "Go to this time") \
  X(a11yObserver, "Observer") \
  X(a11yMomentsAbout, "Moments about") \
  X(a11yTerms, "Terms") \
  X(a11yTermsOn, "Terms on {1}") \
  X(a11ySegment, "Segment") \
  X(a11yTableCaption, "The wrench terms on {1} at t = {2} s: components along the {3} axes, moments about the {4}, seen by the observer {5}.") \
  X(a11yColumnTerm, "term") \
  X(a11yColumnForce, "force (x, y, z)") \
  X(a11yColumnMoment, "moment (x, y, z)") \
  X(a11yColumnUnits, "units") \
  X(a11yColumnFrame, "frame") \
  X(a11yNoTerms, "No term is shown in this step.") \
  X(a11yState, "State") \
  X(a11yStateHeld, "The state is held by hand at t = {1} s.") \
  X(a11yStateFollowing, "The state follows the motion.") \
  X(a11yStateListed, "{1} segments: the coordinates of {2} and the segments joined to it are listed (choose the segment under Terms).") \
  X(a11yHoldStill, "Hold still (no rates, no accelerations: gravity alone)") \
  X(a11yRelease, "Back to the motion") \
  X(a11yCoordinate, "Coordinate") \
  X(a11yCoordinateValue, "Its value") \
  X(a11ySetCoordinate, "Set this coordinate") \
  X(a11yStateCaption, "Each coordinate's value and the joint torque it needs now") \
  X(a11yStateColumnCoordinate, "coordinate") \
  X(a11yStateColumnValue, "value") \
  X(a11yStateColumnTorque, "joint torque or force") \
  X(a11yDegrees, "degrees") \
  /* the layer's term switches, formulas and plot in words: {1} of a11yFormulasOn, a11yPlotForces and \
     a11yPlotTorqueParts the segment or coordinate, {2} {3} the time line's ends (a11yPlotEnergy: {1} {2}, \
     and {3} the integrator); a11yPlotRow: {1} the curve, {2} its least value, {3} the unit, {4} when, \
     {5} its largest value, {6} when (a11yPlotConstant: {2} the value) */ \
  X(a11yTermSwitches, "Terms shown, in the drawing and in the table") \
  X(a11yTermHidden, "{1}: hidden until you reveal your prediction") \
  X(a11yFormulas, "Formulas") \
  X(a11yFormulasOn, "Formulas on {1}") \
  X(a11yFormulaWithheld, "the numbers come after you reveal your prediction") \
  X(a11yPlot, "Plot") \
  X(a11yPlotForces, "The plot shows the size of each shown term's force on {1} from t = {2} to {3} s.") \
  X(a11yPlotTorqueParts, "The plot shows the joint torque of {1} and its parts, τ = M q̈ + C + G + E + P, from t = {2} to {3} s.") \
  X(a11yPlotEnergy, "The plot shows the total energy from t = {1} to {2} s, with the lesson's integrator ({3}) and with RK4.") \
  X(a11yPlotRow, "{1}: least {2} {3}, first at t = {4} s; largest {5} {3}, first at t = {6} s.") \
  X(a11yPlotConstant, "{1}: {2} {3} throughout.") \
  X(a11yPlotNoValues, "{1}: no values.") \
  X(a11yPlotNothing, "No curve is plotted: no term is shown.") \
  X(a11yExercises, "Exercises") \
  X(a11yExerciseStep, "(step {1})") \
  X(a11yAnswer, "Answer") \
  X(a11yAnswerIn, "Answer in {1}") \
  X(a11yCheckAnswer, "Check answer {1}") \
  X(a11ySaidObserver, "Observer {1}. {2}") \
  X(a11ySaidExercise, "Exercise {1}: {2}") \
  X(a11yStudentName, "Your name or ID") \
  X(a11yStudentSet, "Set") \
  X(a11yStudentUse, "Use my own numbers") \
  X(a11yStudentIntro, "Type your name or student ID (and the set number from your sheet, 0 if none) to get your own numbers.") \
  X(a11yStudentNumbersFor, "Your own numbers, drawn for “{1}” (set {2}). Your answers are checked with them.") \
  X(a11yStudentNumbers, "Your numbers: {1}") \
  X(a11yStudentCode, "Verification code (right: exercises {1}): {2}") \
  X(a11yStudentNoCode, "Answer an exercise right to get a verification code to hand in.") \
  /* the lesson editor (Edit mode, web/app/editor); the format's own words (field names, "revolute") stay as the file writes them */ \
  X(editorEdit, "Edit lesson") \
  X(editorPreview, "Preview as student") \
  X(editorUndo, "Undo") \
  X(editorRedo, "Redo") \
  X(editorNew, "New") \
  X(editorFromShown, "Start from the lesson shown") \
  X(editorSave, "Save") \
  X(editorOpen, "Open…") \
  X(editorCopyLink, "Copy link") \
  X(editorNothingToUndo, "nothing to undo") \
  X(editorNothingToRedo, "nothing to redo") \
  X(editorUndoOpened, "open {1}") \
  X(editorUndoStartFrom, "start from {1}") \
  X(editorNewStepTitle, "Step {1}") \
  X(editorNewStepText, "What the students should see here.") \
  X(editorNewExercisePrompt, "Which sign has it?") \
  X(editorNewExerciseExplanation, "Why the engine's answer is right.") \
  X(editorNewParameterMass, "{1} mass") \
  X(editorNewParameterGravity, "gravity y") \
  X(editorFieldSpeed, "speed (× the path)") \
  X(editorLessonSection, "Lesson") \
  X(editorModelSection, "Model") \
  X(editorSegmentsSection, "Segments") \
  X(editorLoadsSection, "Loads") \
  X(editorFramesSection, "Observer frames") \
  X(editorMotionSection, "Motion") \
  X(editorSimulationSection, "Forward dynamics") \
  X(editorStepsSection, "Steps") \
  X(editorParametersSection, "Parameters students may change") \
  X(editorExercisesSection, "Exercises") \
  X(editorAdvancedSection, "Formulas and checks (JSON)") \
  X(editorAddSegment, "Add segment") \
  X(editorAddOnBase, "Add on the base") \
  X(editorRemoveSegment, "Remove segment") \
  X(editorMoveUp, "Up") \
  X(editorMoveDown, "Down") \
  X(editorNoSegments, "The model has no segment yet: Add segment.") \
  X(editorParentCaption, "parent") \
  X(editorJointType, "joint type") \
  X(editorSegmentsFromRobot, "The segments, joints and masses come from this robot file (URDF or MJCF, relative to the content's lessons folder); the motion, loads and frames are edited here.") \
  X(editorSegmentsFromChain, "The segments are generated from the chain's numbers above; the motion, loads and frames are edited here.") \
  X(editorAddTipForce, "Add tip force") \
  X(editorAddSpring, "Add spring") \
  X(editorAddGroundReaction, "Add ground reaction") \
  X(editorAddFrame, "Add frame") \
  X(editorRemove, "Remove") \
  X(editorMotionKind, "kind") \
  X(editorPasteTable, "paste a table (t value per line)") \
  X(editorMotionFromFile, "The motion is read from a data file:") \
  X(editorNoCoordinates, "No coordinates yet: add a segment with a moving joint.") \
  X(editorSimulate, "simulate (forward dynamics)") \
  X(editorAddStep, "Add step") \
  X(editorInsertNumber, "insert a number") \
  X(editorPlays, "plays") \
  X(editorCameraRides, "camera rides with the observer") \
  X(editorObserver, "observer") \
  X(editorAbout, "moments about") \
  X(editorTermsShown, "terms shown (none ticked: all)") \
  X(editorSegmentsShown, "segments shown (none ticked: all)") \
  X(editorAddParameter, "Add parameter") \
  X(editorAddExercise, "Add exercise") \
  X(editorQuantity, "quantity") \
  X(editorValid, "The lesson is valid: the mechanism shows it.") \
  X(editorNotValid, "Not valid yet (the mechanism shows the last valid state): {1}") \
  X(editorRestored, "Your edit was restored, with its undo history.") \
  X(editorSaved, "Saved the lesson to {1}.") \
  X(editorNotWritten, "Could not write {1}") \
  X(editorDropFile, "Drop a lesson or model file (.json) on the window.") \
  X(editorLinkCopied, "Link copied: it carries the whole lesson.") \
  X(editorLinkTooLong, "This lesson is too long for a link ({1} characters of lesson, at most {2}): save it as a file and send the file.") \
  X(editorSaveFileInstead, "Save the file instead") \
  X(editorCannotEditTrial, "An OpenSim trial or a robot file opened here cannot be edited as a lesson (its model is not a WrenchLab model file).") \
  X(editorLinkTooLongFromTime, "{1} (Edit lesson, then Save.)") \
  X(editorFieldUp, "up") \
  X(editorFieldTitle, "title") \
  X(editorFieldTime, "time [s]") \
  X(editorFieldSegment, "segment") \
  X(editorFieldPoint, "point") \
  X(editorFieldOrientation, "orientation") \
  X(editorFieldName, "name") \
  X(editorFieldId, "id") \
  X(editorFieldForce, "force") \
  X(editorFieldDuration, "duration [s]") \
  X(editorFieldView, "view (2 or 3)") \
  X(editorFieldUnit, "unit") \
  X(editorFieldTorqueParts, "torque parts of") \
  X(editorFieldTolerance, "tolerance") \
  X(editorFieldText, "text") \
  X(editorFieldSummary, "summary") \
  X(editorFieldStiffness, "stiffness") \
  X(editorFieldStep, "step") \
  X(editorFieldSpinAxis, "spin axis") \
  X(editorFieldSpinAngle, "spin angle") \
  X(editorFieldShape, "shape") \
  X(editorFieldSets, "sets") \
  X(editorFieldRobotFile, "robot file") \
  X(editorFieldRestLength, "rest length") \
  X(editorFieldQd0, "q̇0") \
  X(editorFieldQuestion, "question") \
  X(editorFieldQ0, "q0") \
  X(editorFieldPrincipalValues, "principal values") \
  X(editorFieldPrincipalAxes, "principal axes") \
  X(editorFieldPressureIn, "pressure in") \
  X(editorFieldPosition, "position (at)") \
  X(editorFieldOwnNumbers, "own numbers") \
  X(editorFieldOverrides, "overrides") \
  X(editorFieldOrigin, "origin") \
  X(editorFieldNumbersIn, "numbers in") \
  X(editorFieldNamedPoints, "named points") \
  X(editorFieldMoment, "moment") \
  X(editorFieldModelName, "model name") \
  X(editorFieldModelField, "model field") \
  X(editorFieldMin, "min") \
  X(editorFieldMax, "max") \
  X(editorFieldMass, "mass") \
  X(editorFieldLowpass, "low-pass [Hz]") \
  X(editorFieldLength, "length") \
  X(editorFieldLabel, "label") \
  X(editorFieldKind, "kind") \
  X(editorFieldJointName, "joint name") \
  X(editorFieldIntegrator, "integrator") \
  X(editorFieldGravity, "gravity") \
  X(editorFieldFunction, "function") \
  X(editorFieldFreeMoment, "free moment") \
  X(editorFieldFormulas, "formulas") \
  X(editorFieldFixedTo, "fixed to") \
  X(editorFieldExplanation, "explanation") \
  X(editorFieldDt, "dt [s]") \
  X(editorFieldDirection, "direction") \
  X(editorFieldChoices, "choices") \
  X(editorFieldChecks, "checks") \
  X(editorFieldChain, "chain") \
  X(editorFieldCentreOfPressure, "centre of pressure") \
  X(editorFieldBaseMotion, "base motion") \
  X(editorFieldAxis, "axis") \
  X(editorFieldAxes, "axes") \
  X(editorFieldAnchor, "anchor") \
  X(editorFieldAboutCom, "about COM") \
  X(editorFieldCom, "COM") \
  X(editorFieldInertia, "inertia") \
  X(editorFieldTorque, "τ {1}") \
  X(editorSegmentHeading, "segment {1}: {2}") \
  X(editorLoadHeading, "load {1}: {2}") \
  X(editorFrameHeading, "frame {1}") \
  X(editorStepHeading, "step {1}: {2}") \
  X(editorParameterHeading, "parameter {1}") \
  X(editorExerciseHeading, "exercise {1}: {2}") \
  X(editorHintAny, "any") \
  X(editorHintRelative, "{1} (relative)") \
  X(editorHintParentDistal, "the parent's distal point") \
  X(editorHintOfLength, "{1} (of the length)") \
  X(editorHintInWorld, "{1} in the world") \
  X(editorHintTimeFunction, "a time function, e.g. {1}") \
  X(editorHintTorque, "0, a time function, or {1}") \
  X(editorHintNone, "none") \
  /* a step's predict fields, its torque parts plot, and an exercise's students' own numbers (rows) */ \
  X(editorPredictTerms, "the student predicts (hidden until Reveal; none ticked: no predict step)") \
  X(editorFieldPredictPlane, "drawn in plane") \
  X(editorPredictExplanation, "explanation (shown after Reveal)") \
  X(editorTorquePartsNone, "none (the Plot shows the terms)") \
  X(editorOwnNumbersHeading, "students' own numbers: each student gets one value of each field") \
  X(editorAddVaried, "Add a field") \
  /* the editor's first hour: a new lesson, names taken when the field is left, the step shown, the \
     searchable quantity list, the motion's form and its preview */ \
  X(editorNewLessonTitle, "My lesson") \
  X(editorNewModelName, "My model") \
  X(editorNameRefused, "“{1}” was not taken: {2}") \
  X(editorShowField, "Show the field") \
  X(editorStepShown, "shown") \
  X(editorQuantityKinematics, "mass and motion (segment, observer)") \
  X(editorQuantityCoordinate, "coordinate {1}") \
  X(editorQuantityMassMatrix, "mass matrix M") \
  X(editorQuantityRow, "row {1}") \
  X(editorQuantityEnergy, "energy") \
  X(editorQuantitySearch, "type to search: cor x, tau turn") \
  X(editorQuantityAsTyped, "as typed: {1}") \
  X(editorPreviewTime, "t [s]") \
  X(editorMotionValue, "value") \
  X(editorMotionStart, "start") \
  X(editorMotionRate, "rate") \
  X(editorMotionPeriod, "period") \
  X(editorMotionOneTurn, "one turn (2π) per period, from the start value") \
  X(editorMotionAddCoefficient, "Add a coefficient") \
  X(editorMotionRemoveCoefficient, "Remove the last") \
  X(editorMotionAmplitude, "amplitude") \
  X(editorMotionRateAmplitude, "rate amplitude") \
  X(editorMotionPhase, "phase") \
  X(editorMotionAddSinusoid, "Add sinusoid") \
  X(editorMotionDuration, "duration") \
  X(editorMotionAddPiece, "Add piece") \
  X(editorMotionRamp, "ramp") \
  X(editorMotionRepeat, "repeat") \
  X(editorMotionAddSample, "Add sample") \
  X(editorMotionSamples, "{1} samples, t from {2} s to {3} s: paste a table below to replace them.") \
  X(editorMotionSum, "A sum of functions: edit it as JSON (tick JSON below).") \
  X(editorMotionNone, "none (stays at 0)") \
  X(editorMotionAddPart, "add a part") \
  X(editorMotionJson, "JSON (advanced)") \
  /* the layer's prediction section: {1} of a11yPredictHow the plane ("xz"), {2} the observer, {3} and \
     {4} the plane's axes ("+x", "+z"); a11yPredictTruth: the true arrow's angle and the axes */ \
  X(a11yPredictHeading, "Your prediction") \
  X(a11yPredictHow, "Angle in degrees in the {1} plane of the observer {2}, from {3} towards {4}.") \
  X(a11yPredictAngle, "{1}: direction in degrees") \
  X(a11yPredictUnset, "not drawn yet") \
  X(a11yPredictSet, "Set the direction") \
  X(a11yReveal, "Reveal") \
  X(a11yPredictTruth, "The true arrow is at {1}°, measured from {2} towards {3}.")
// clang-format on

namespace wl::web {

enum class Text : std::uint16_t {
#define WL_TEXT_KEY(key, english) key,
  WL_APP_TEXTS(WL_TEXT_KEY)
#undef WL_TEXT_KEY
};

constexpr std::size_t kTextCount = 0
#define WL_TEXT_COUNT(key, english) +1
    WL_APP_TEXTS(WL_TEXT_COUNT)
#undef WL_TEXT_COUNT
    ;

inline std::size_t index(Text text) { return static_cast<std::size_t>(text); }

}  // namespace wl::web
