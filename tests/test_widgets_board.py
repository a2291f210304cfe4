"""The board view's HTML: players, loyalty shields with types, the stack top first, the
command zone with the face-up plane as a landscape card, escaping, colours and large fonts
(edition 2013-07 unless a test says otherwise)."""

from __future__ import annotations

import re

import magictutor as mt
from magictutor.widgets import board_html
from magictutor.widgets.board import plane_card, shield, who_acts
from magictutor.widgets.style import CSS, OKABE_ITO, PLAYER_COLOURS


def test_306_3_planeswalker_drawn_in_a_shield_with_its_loyalty_and_types_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)", "Island", "Island (tapped)"]},
        "Bob": {"battlefield": ["Chandra Nalaar", "Grizzly Bears"]}})
    html = board_html(s)
    assert html.count("<svg") == 2
    assert 'aria-label="loyalty 4"' in html and 'aria-label="loyalty 6"' in html
    assert "Planeswalker \u2014 Jace" in html and "Planeswalker \u2014 Chandra" in html
    assert "Grizzly Bears 2/2" in html
    assert "Island (tapped)" in html and ">Island<" in html  # lands grouped by state


def test_legendary_supertype_shown_from_2017_09() -> None:
    s = mt.build_game(["Alice", "Bob"], edition="2017-09",
                      setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    assert "Legendary Planeswalker \u2014 Jace" in board_html(s)


def test_each_player_life_hand_library_and_tags() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"life": 13, "hand": ["Shock", "Shock"], "library": ["Island"] * 5},
        "Bob": {"graveyard": ["Shock"]}})
    html = board_html(s)
    alice = html[html.index('aria-label="Alice"'):html.index('aria-label="Bob"')]
    assert '<span class="mt-life">13</span>' in alice
    assert "hand 2 \u00b7 library 5 \u00b7 graveyard 0" in alice
    assert "active player" in alice and "has priority" in alice
    assert "graveyard 1" in html[html.index('aria-label="Bob"'):]
    assert who_acts(s) == "Alice has priority."


def test_stack_is_shown_top_first_405_5() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain"]}})
    bolt, shock = (o.id for o in s.hand("Alice"))
    s = mt.apply(s, mt.Cast("Alice", bolt, ("Bob",))).after
    s = mt.apply(s, mt.Cast("Alice", shock, ("Bob",))).after
    html = board_html(s)
    items = re.findall(r"<li>(.*?)</li>", html[html.index("Stack, top first"):])
    assert items[0].startswith("Shock \u2192 Bob") and "top, resolves first" in items[0]
    assert items[1].startswith("Lightning Bolt \u2192 Bob")


def test_309_command_zone_shows_the_face_up_plane_as_a_landscape_card_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], planechase={
        "decks": {"Alice": ["Panopticon", "Fields of Summer"], "Bob": ["The Eon Fog", "Tazeem"]},
        "face up": "Panopticon"})
    html = board_html(s)
    card = plane_card(s, s.zone("faceup")[0])
    assert card in html
    assert "Plane \u2014 Mirrodin" in card
    assert "Chaos ability" in card and "Draw a card." in card  # the chaos ability, marked
    assert "mt-plane" in card and "aspect-ratio:1.45/1" in CSS  # a landscape card
    assert "Planar controller: <b>Alice</b>" in html
    assert "planar decks: Alice 1, Bob 2" in html
    assert "next planar die roll costs {0}" in html


def test_901_9_board_shows_the_next_roll_cost_after_a_roll_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"library": ["Island"] * 3}},
                      planechase={"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                                            "Bob": ["The Eon Fog"]}, "face up": "Panopticon"})
    s = mt.apply(s, mt.RollPlanarDie("Alice", "blank")).after
    assert "next planar die roll costs {1}" in board_html(s)


def test_pending_choice_shown_with_who_must_choose_306_7_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    s = mt.apply(s, mt.Cast("Bob", s.hand("Bob")[0].id, ("Alice",))).after
    s = mt.apply(s, mt.Pass("Bob")).after
    s = mt.apply(s, mt.Pass("Alice")).after
    html = board_html(s)
    assert "Bob must choose:" in html and "Redirect it to a planeswalker" in html
    assert "must choose" in html[html.index('aria-label="Bob"'):]


def test_combat_shows_who_attacks_what_506_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob", step="declare attackers", setup={
        "Alice": {"battlefield": ["Jace Beleren"]}, "Bob": {"battlefield": ["Grizzly Bears"]}})
    bears, jace = (o.id for o in s.battlefield if o.name == "Grizzly Bears"), s.battlefield[0].id
    s = mt.apply(s, mt.DeclareAttackers("Bob", ((next(bears), jace),))).after
    assert "attacking Jace Beleren" in board_html(s)


def test_every_user_name_is_escaped() -> None:
    evil = "<img src=x onerror=alert(1)>"
    s = mt.build_game([evil, "Bob&Co"], setup={evil: {"battlefield": ["Jace Beleren"]}},
                      planechase={"decks": {evil: ["Panopticon"], "Bob&Co": ["Tazeem"]},
                                  "face up": "Panopticon"})
    html = board_html(s)
    assert evil not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html and "Bob&amp;Co" in html


def test_large_fonts_option_and_okabe_ito_colours() -> None:
    s = mt.build_game(["Alice", "Bob"])
    assert 'class="mt-view mt-large"' in board_html(s, large=True)
    assert 'class="mt-view"' in board_html(s)
    assert ".mt-view.mt-large{font-size:22px}" in CSS
    palette = set(OKABE_ITO.values())
    assert set(PLAYER_COLOURS) <= palette
    for colour in re.findall(r"#[0-9A-Fa-f]{6}", board_html(s)):
        if colour.upper() in {c.upper() for c in palette}:
            continue
        # the rest are greys and pale tints behind dark text
        r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
        assert max(r, g, b) - min(r, g, b) < 40 or min(r, g, b) > 200, colour


def test_shield_numbers_and_sizes() -> None:
    assert 'width="44"' in shield(12, large=True) and ">12</text>" in shield(12, large=True)
    assert 'width="30"' in shield(0)


def test_game_over_is_said_in_words() -> None:
    s = mt.build_game(["Alice", "Bob"])
    s = mt.apply(s, mt.LeaveGame("Bob")).after
    assert who_acts(s) == "The game is over. Winner: Alice."
    assert "left the game" in board_html(s)


def test_311_7_chaos_ability_wording_follows_the_edition() -> None:
    decks = {"decks": {"Alice": ["Panopticon"], "Bob": ["Tazeem"]}, "face up": "Panopticon"}
    old = mt.build_game(["Alice", "Bob"], edition="2013-07", planechase=decks)
    new = mt.build_game(["Alice", "Bob"], edition="current", planechase=decks)
    assert "triggers when the die shows chaos" in board_html(old)
    assert "triggers whenever chaos ensues" in board_html(new)


def test_805_4a_both_members_of_the_active_team_are_tagged_active_players() -> None:
    s = mt.build_game(["Alice", "Bob", "Carol", "Dave"],
                      teams=[["Alice", "Bob"], ["Carol", "Dave"]])
    html = board_html(s)
    sections = dict(re.findall(r'aria-label="(\w+)">(.*?)</section>', html, re.S))
    tagged = {name for name, body in sections.items() if "active player" in body}
    assert tagged == {"Alice", "Bob"}, tagged
