"""The robot lesson quotes the UR5's joint speed limit, 3.15 rad/s (step 4 and the break-even exercise).
That number is data, the <limit velocity> of the URDF file the lesson opens, not something the engine
computes, so no lesson check can hold it; this test reads it from the file and finds it, written in
the language's own decimal sign, in every text of the lesson that quotes it. Called by check_cli.py
with its check()."""
import json
import os
import xml.etree.ElementTree as ET


def check_robot_limit(check, root):
    urdf = os.path.join(root, "content", "models", "robots", "ur5.urdf")
    joints = {j.get("name"): j for j in ET.parse(urdf).getroot().iter("joint") if j.get("type")}
    limit = float(joints["joint1"].find("limit").get("velocity"))
    check("ur5.urdf: the base's speed limit is 3.15 rad/s", abs(limit - 3.15) < 1e-12, limit)
    lesson = json.load(open(os.path.join(root, "content", "lessons", "robot-arm-at-speed.json")))
    written = {"en": f"{limit:.2f} rad/s", "de": f"{limit:.2f} rad/s".replace(".", ","), "pt-BR": f"{limit:.2f} rad/s".replace(".", ",")}
    texts = {"en": lesson}
    texts.update(lesson.get("translations", {}))
    for language, t in texts.items():
        quoted = [t["steps"][3]["text"], t["exercises"][2]["explanation"]]
        for where, text in zip(("step 4", "exercise 3"), quoted):
            check(f"robot lesson {where} ({language}) quotes the URDF's limit as {written[language]}", written[language] in text, text)
