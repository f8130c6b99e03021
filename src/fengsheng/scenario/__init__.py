"""Scenario files: a position, scripted answers and the expected outcome
(docs/scenario-format.md).

    sc = load_scenario("tests/scenarios/example_02_shi_po_on_shi_po.yaml")
    result = run_scenario(sc)        # ScenarioResult: .passed, .mismatches, .log_text()

The runner builds the position with :func:`fengsheng.engine.position.from_position`, then
answers each pending decision from the scenario's ``script`` (a global list that also asserts
*who* is asked, in order), else from the deciding seat's ``answers`` queue, else by the rule
for unscripted questions (:func:`default_answer`). It steps the engine frame by frame
(``flow.step``) so that it can stop exactly where a stage's ``until`` says, then compares the
state with ``expect``. One module a job: ``parse`` (the file), ``run`` (the driver), ``expect``
(the comparison), ``render`` (the plain-text log).

Answers use option notation (``fengsheng.notation``) extended for people: card ids may be left
out or replaced by a description (``use 截获``, ``send 锁定/黑 @C``), seats may be letters, and
a 识破 target may be named by its place on the stack (``#1st``, ``#2nd``, ``#last``) or by its
function (``#截获``); the first legal option matching every field given is chosen.
"""
from .expect import Mismatch, check_expect
from .parse import (AnswerPattern, Scenario, ScenarioError, load_scenario, parse_answer,
                    scenario_from_dict)
from .render import describe_option, render_entry
from .run import ScenarioResult, default_answer, run_scenario, run_until

__all__ = ["AnswerPattern", "Mismatch", "Scenario", "ScenarioError", "ScenarioResult",
           "check_expect", "default_answer", "describe_option", "load_scenario", "parse_answer",
           "render_entry", "run_scenario", "run_until", "scenario_from_dict"]
