"""Client frames and limits, without a server: schema, size, text checks, token buckets,
database URLs."""
from __future__ import annotations

import json

import pytest

from fengsheng.server.auth import TextError, clean_text
from fengsheng.server.db import DatabaseURLError, normalise_url
from fengsheng.server.protocol import (
    MAX_FRAME_BYTES,
    AddBot,
    Answer,
    FrameError,
    TokenBucket,
    parse_frame,
)


def test_valid_frames_parse_to_their_type():
    assert parse_frame('{"type":"answer","seq":3,"index":0}') == Answer(
        type="answer", seq=3, index=0)
    assert parse_frame('{"type":"add_bot","seat":8,"bot":"random"}') == AddBot(
        type="add_bot", seat=8, bot="random")
    assert parse_frame('{"type":"add_bot","seat":1,"bot":"ismcts"}').bot == "ismcts"
    assert parse_frame('{"type":"add_bot","seat":1,"bot":"novice"}').bot == "novice"   # 入门
    assert parse_frame('{"type":"sit","seat":2}').gender == ""
    assert parse_frame('{"type":"sit","seat":2,"gender":"F"}').gender == "F"


@pytest.mark.parametrize("text, code", [
    (None, "bad_frame"), (b"{}", "bad_frame"), ("", "bad_frame"), ("null", "bad_frame"),
    ('{"type":"answer","seq":1.0,"index":0}', "bad_frame"),
    ('{"type":"answer","seq":1}', "bad_frame"),
    ('{"type":"sit","seat":9}', "bad_frame"),
    ('{"type":"sit","seat":0,"gender":"女"}', "bad_frame"),
    ('{"type":"chat","text":["a"]}', "bad_frame"),
    ("[" * 100000, "too_large"),
    ("[" * 4000 + "]" * 40, "bad_frame"),
    (json.dumps({"type": "chat", "text": "字" * 1500}, ensure_ascii=False), "too_large"),
])
def test_bad_frames_are_refused_with_a_code(text, code):
    with pytest.raises(FrameError) as e:
        parse_frame(text)
    assert e.value.code == code and e.value.message


def test_the_size_limit_counts_bytes_not_characters():
    text = json.dumps({"type": "chat", "text": "字" * 1400}, ensure_ascii=False)
    assert len(text) < MAX_FRAME_BYTES < len(text.encode())
    with pytest.raises(FrameError):
        parse_frame(text)


def test_token_bucket_allows_a_burst_then_the_rate():
    now = [0.0]
    bucket = TokenBucket(rate=2, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] = 0.5
    assert [bucket.take() for _ in range(2)] == [True, False]
    now[0] = 100
    assert sum(bucket.take() for _ in range(10)) == 3


@pytest.mark.parametrize("text, limit, ok", [
    ("小明", 16, "小明"), (" 小明 ", 16, "小明"), ("<script>", 16, "<script>"),
    ("x" * 16, 16, "x" * 16), ("x" * 17, 16, None), ("", 16, None), ("\t", 16, None),
    ("a\x00b", 16, None), ("a\u202eb", 16, None), ("a\u2028b", 16, None)])
def test_typed_text_is_trimmed_and_checked(text, limit, ok):
    if ok is None:
        with pytest.raises(TextError):
            clean_text(text, "昵称", limit)
    else:
        assert clean_text(text, "昵称", limit) == ok


def test_database_urls():
    assert normalise_url("postgresql://u:p@h/db") == "postgresql+psycopg://u:p@h/db"
    assert normalise_url("postgres://u:p@h/db") == "postgresql+psycopg://u:p@h/db"
    assert normalise_url("sqlite:///x.db") == "sqlite:///x.db"
    for bad in ("mysql://h/db", "not a url", ""):
        with pytest.raises(DatabaseURLError):
            normalise_url(bad)


@pytest.mark.parametrize("text, field", [
    ('{"type":"sit","seat":0,"gender":"女"}', "gender"),
    ('{"type":"sit","seat":0,"gender":5}', "gender"),
    ('{"type":"sit","seat":9}', "seat"),
    ('{"type":"answer","seq":1}', "index"),
])
def test_a_bad_frame_says_which_field_is_wrong(text, field):
    """"A malformed frame is refused with a message that says what is wrong": a person who sends
    gender "女" instead of "F" is told it is the gender."""
    with pytest.raises(FrameError) as e:
        parse_frame(text)
    assert e.value.code == "bad_frame" and f"“{field}”" in e.value.message, e.value.message
