"""Rules about a shape of code said only in words, with no code term.

"Never build SQL with string concatenation", "no bare excepts", "no empty catch blocks", "no
wildcard imports", "never leave TODOs without a ticket", "no nested ternaries", "no
commented-out code in commits": each names a shape an added line shows by itself, in the common
languages, and a ban of it is checked on the lines a change adds (a query string joined to a
value or formatted with one; `except:` alone; a catch whose block is empty; `from m import *`,
`import a.b.*;`, `use m::*;`; a TODO comment with no ticket; a ternary inside another on one
line; a line that is only code put in a comment). The line written says the rule in words.
Shapes no line shows with precision ("no magic numbers", "never mutate function arguments",
"don't swallow errors" in general, "never interpolate user input into SQL": no line tells user
input from a constant) give no check, as today.

Written before the reader was changed for it, and measured on the code before the change:
shapes checked 0/44 (no check at all; "never commit TODO comments" and "we never commit
commented out code" were read as "Do not run `git commit`.", and "commented-out code" as
someone's words reported, since "commented" was read as a verb of saying), close sentences
24/24. After: 41/44 and 24/24. Still wrong, in `KNOWN_MISSES` and checked to stay so: the
three said with "avoid" and no word of habit are checked right but held for the task only, as
every ban said so is. `NOT_SHOWN` (lines that only look like a shape: a placeholder, a tagged
template, a prose "Select an item from", `import * as`, `use super::*`, a doc comment's
example, a linter's mark, a comment that reads as a sentence) was written after the first
change, and each must miss nothing.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange, Judge, judge_from_doc
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, durable_lines


def _work(path: str, *lines: str) -> Attempt:
    return Attempt(changes=[FileChange(path, list(lines))])


# Work that adds neither the shape nor what it is a shape of, in each language.
_PLAIN_PY = _work("app/stats.py", "    total = sum(xs)")
_PLAIN_TS = _work("src/util.ts", "export const sum = (a: number, b: number) => a + b;")
_PLAIN_GO = _work("internal/calc/calc.go", "\treturn a + b")
_README = _work("README.md", "Run `make test` before pushing.")


# (words, durable, the shape shown, the shape kept, unrelated work): a shown shape misses the
# rule (0.0), work that keeps it holds (1.0), work the rule is not about gives no verdict.
SHAPES: list[tuple[str, bool, Attempt, Attempt, Attempt]] = [
    # -- SQL built from strings -----------------------------------------------------------------
    ("never build SQL with string concatenation", True,
     _work("app/store.py", '    cur.execute("SELECT * FROM users WHERE id = " + uid)'),
     _work("app/store.py", '    cur.execute("SELECT * FROM users WHERE id = %s", (uid,))'),
     _PLAIN_PY),
    ("never format SQL with f-strings", True,
     _work("app/store.py", '    cur.execute(f"SELECT * FROM users WHERE id = {uid}")'),
     _work("app/store.py", '    cur.execute("SELECT * FROM users WHERE id = %s", (uid,))'),
     _PLAIN_PY),
    ("don't build queries by concatenating strings", False,
     _work("src/main/java/app/Repo.java",
           '    String q = "SELECT * FROM users WHERE id = " + id;'),
     _work("src/main/java/app/Repo.java",
           '    PreparedStatement q = c.prepareStatement("SELECT * FROM users WHERE id = ?");'),
     _work("src/main/java/app/Names.java", "    String n = u.getName();")),
    ("we never concatenate strings into SQL queries", True,
     _work("internal/store/orders.go",
           '\tq := fmt.Sprintf("SELECT id, total FROM orders WHERE id = %d", id)'),
     _work("internal/store/orders.go",
           '\trow := db.QueryRow("SELECT id, total FROM orders WHERE id = $1", id)'),
     _PLAIN_GO),
    ("never use string interpolation in SQL", True,
     _work("src/users/repo.ts",
           "  const rows = await pool.query(`SELECT * FROM users WHERE email = '${email}'`);"),
     _work("src/users/repo.ts",
           '  const rows = await pool.query("SELECT * FROM users WHERE email = $1", [email]);'),
     _PLAIN_TS),
    ("no f-strings in SQL queries", False,
     _work("app/report.py", '    sql = f"DELETE FROM sessions WHERE user_id = {uid}"'),
     _work("app/report.py", '    sql = "DELETE FROM sessions WHERE user_id = %(uid)s"'),
     _PLAIN_PY),
    ("never build raw SQL with string formatting", True,
     _work("app/report.py",
           '    sql = "UPDATE accounts SET balance = {} WHERE id = {}".format(b, i)'),
     _work("app/report.py",
           '    sql = "UPDATE accounts SET balance = :b WHERE id = :i"'),
     _README),
    ("never use string concatenation to build SQL", True,
     _work("app/models/user.rb",
           "    User.find_by_sql(\"SELECT * FROM users WHERE name = '#{name}'\")"),
     _work("app/models/user.rb",
           '    User.find_by_sql(["SELECT * FROM users WHERE name = ?", name])'),
     _work("app/models/user.rb", "  validates :name, presence: true")),
    ("we don't build SQL statements with string formatting", True,
     _work("src/Data/OrderRepo.cs",
           '        var sql = $"SELECT * FROM Orders WHERE Id = {id}";'),
     _work("src/Data/OrderRepo.cs",
           '        var sql = "SELECT * FROM Orders WHERE Id = @id";'),
     _work("src/Data/Money.cs", "        return a + b;")),
    ("stop concatenating SQL strings", True,
     _work("src/main/java/app/Accounts.java",
           '    String q = "UPDATE accounts SET balance = " + amount + " WHERE id = ?";'),
     _work("src/main/java/app/Accounts.java",
           '    String q = "UPDATE accounts SET balance = ? " + "WHERE id = ?";'),
     _work("src/main/java/app/Names.java", "    String n = first + \" \" + last;")),
    # -- a bare except --------------------------------------------------------------------------
    ("never use bare except", True,
     _work("app/sync.py", "    except:"),
     _work("app/sync.py", "    except ValueError:"),
     _PLAIN_TS),
    ("no bare excepts", False,
     _work("app/sync.py", "        except:  # noqa: E722"),
     _work("app/sync.py", "        except (KeyError, IndexError):"),
     _PLAIN_PY),
    ("we never write bare except clauses", True,
     _work("tools/fetch.py", "    except :"),
     _work("tools/fetch.py", "    except Exception as exc:"),
     _PLAIN_PY),
    ("don't catch bare exceptions", False,
     _work("app/sync.py", "    except:"),
     _work("app/sync.py", "    except OSError:"),
     _PLAIN_PY),
    ("never leave a bare except in the codebase", True,
     _work("lib/io.py", "    except:"),
     _work("lib/io.py", "    except EOFError:"),
     _README),
    # -- an empty catch -------------------------------------------------------------------------
    ("no empty catch blocks", False,
     _work("src/main/java/app/Reader.java", "    } catch (IOException e) {}"),
     _work("src/main/java/app/Reader.java",
           '    } catch (IOException e) { log.warn("read failed", e); }'),
     _work("src/main/java/app/Names.java", "    String n = u.getName();")),
    ("never leave catch blocks empty", True,
     _work("src/api/client.ts", "  } catch (e) {", "  }"),
     _work("src/api/client.ts", "  } catch (e) {", "    throw new ApiError(e);", "  }"),
     _PLAIN_TS),
    ("never write empty except blocks", True,
     _work("app/cache.py", "    except KeyError:", "        pass"),
     _work("app/cache.py", "    except KeyError:", "        return None"),
     _PLAIN_PY),
    ("we never use empty catch clauses", True,
     _work("src/store.ts", "  } catch {}"),
     _work("src/store.ts", "  } catch (err) { report(err); }"),
     _PLAIN_TS),
    ("avoid empty catch blocks", True,
     _work("app/src/main/kotlin/Sync.kt", "    } catch (e: IOException) { }"),
     _work("app/src/main/kotlin/Sync.kt", "    } catch (e: IOException) { retry() }"),
     _work("app/src/main/kotlin/Sync.kt", "    val n = items.size")),
    ("never swallow exceptions with an empty catch", True,
     _work("src/Jobs/Runner.cs", "        catch (Exception) { }"),
     _work("src/Jobs/Runner.cs", "        catch (Exception ex) { _log.LogError(ex, \"run\"); }"),
     _work("src/Jobs/Runner.cs", "        var n = jobs.Count;")),
    # -- wildcard imports -----------------------------------------------------------------------
    ("no wildcard imports", False,
     _work("app/views.py", "from .models import *"),
     _work("app/views.py", "from .models import Order, User"),
     _work("src/util.ts", 'import * as path from "node:path";')),
    ("never use wildcard imports", True,
     _work("src/main/java/app/Orders.java", "import java.util.*;"),
     _work("src/main/java/app/Orders.java", "import java.util.List;"),
     _PLAIN_PY),
    ("we don't do star imports", True,
     _work("app/admin.py", "from django.db.models import *"),
     _work("app/admin.py", "from django.db.models import Q"),
     _PLAIN_GO),
    ("avoid glob imports", True,
     _work("src/orders.rs", "use crate::models::*;"),
     _work("src/orders.rs", "use crate::models::{Order, User};"),
     _work("src/orders.rs", "    let n = items.len();")),
    ("never import with a wildcard", True,
     _work("app/src/main/kotlin/Jobs.kt", "import kotlinx.coroutines.*"),
     _work("app/src/main/kotlin/Jobs.kt", "import kotlinx.coroutines.launch"),
     _PLAIN_TS),
    ("don't use star imports", False,
     _work("app/forms.py", "from wtforms.validators import *"),
     _work("app/forms.py", "from wtforms.validators import DataRequired"),
     _README),
    # -- TODOs --------------------------------------------------------------------------------
    ("never leave TODOs without a ticket", True,
     _work("app/pay.py", "    # TODO: handle retries"),
     _work("app/pay.py", "    # TODO(PAY-142): handle retries"),
     _PLAIN_PY),
    ("no TODO comments without an issue number", False,
     _work("src/cart.ts", "  // TODO fix this later"),
     _work("src/cart.ts", "  // TODO(#482): drop after v2"),
     _PLAIN_TS),
    ("we never add TODOs without a linked ticket", True,
     _work("internal/sync/sync.go", "\t// TODO: batch these writes"),
     _work("internal/sync/sync.go",
           "\t// TODO: batch these writes, see https://github.com/acme/api/issues/311"),
     _PLAIN_GO),
    ("don't leave TODOs without a Jira ticket", False,
     _work("src/main/java/app/Repo.java", "    // TODO remove once migrated"),
     _work("src/main/java/app/Repo.java", "    // TODO ENG-2291 remove once migrated"),
     _work("src/main/java/app/Names.java", "    String n = u.getName();")),
    ("never commit TODO comments", True,
     _work("app/pay.py", "    # TODO: handle retries"),
     _work("app/pay.py", "    # retries are capped at three"),
     _README),
    ("never leave FIXMEs without a ticket", True,
     _work("src/lib.rs", "    // FIXME: this allocates"),
     _work("src/lib.rs", "    // FIXME(#77): this allocates"),
     _work("src/lib.rs", "    let n = items.len();")),
    # -- nested ternaries -----------------------------------------------------------------------
    ("no nested ternaries", False,
     _work("src/label.ts", '  const s = n > 1 ? "many" : n === 1 ? "one" : "none";'),
     _work("src/label.ts", '  const s = n > 1 ? "many" : "few";'),
     _PLAIN_TS),
    ("never nest ternary operators", True,
     _work("src/label.js", "  const w = a ? (b ? 1 : 2) : 3;"),
     _work("src/label.js", "  const w = { a: x ? 1 : 2, b: y ? 3 : 4 };"),
     _work("src/label.js", "  const user = data?.user ?? guest;")),
    ("we never write nested ternary expressions", True,
     _work("src/main/java/app/Max.java", "    int m = a > b ? (a > c ? a : c) : b;"),
     _work("src/main/java/app/Max.java", "    int m = a > b ? a : b;"),
     _work("src/main/java/app/Names.java", "    String n = u.getName();")),
    ("avoid nested conditional expressions", True,
     _work("app/label.py", '    s = "many" if n > 1 else "one" if n == 1 else "none"'),
     _work("app/label.py", '    s = "many" if n > 1 else "few"'),
     _PLAIN_PY),
    ("never chain ternaries", True,
     _work("src/size.ts", '  return w > 900 ? "lg" : w > 600 ? "md" : "sm";'),
     _work("src/size.ts", '  return w > 900 ? "lg" : "sm";'),
     _work("src/size.ts", "  return opts?.size ?? 3;")),
    # -- commented-out code ---------------------------------------------------------------------
    ("no commented-out code in commits", False,
     _work("app/stats.py", "    # result = compute(xs)"),
     _work("app/stats.py", "    # compute once: the table is large"),
     _README),
    ("never leave commented-out code", True,
     _work("src/user.ts", "  // console.log(user);"),
     _work("src/user.ts", "  // users are cached for five minutes"),
     _README),
    ("we never commit commented out code", True,
     _work("internal/api/api.go", "\t// fmt.Println(resp)"),
     _work("internal/api/api.go", "\t// The response is closed by the caller."),
     _README),
    ("don't leave commented-out code behind", False,
     _work("src/main/java/app/Repo.java", "    // repo.save(order);"),
     _work("src/main/java/app/Repo.java", "    // Orders are saved by the caller, see save()."),
     _README),
    ("never keep dead code in comments", True,
     _work("src/lib.rs", "    // let total = items.iter().sum::<u32>();"),
     _work("src/lib.rs", "    /// let total = parse(s)?;"),
     _README),
    ("never comment out code", True,
     _work("app/jobs.py", "    # send_email(user)"),
     _work("app/jobs.py", "    # e.g. send_email(user) for a welcome"),
     _README),
]


# Close sentences that must read as they do today: (words, the durable lines as (kind, term,
# line)).
CLOSE: list[tuple[str, list[tuple[str, str, str]]]] = [
    ("the linter flags every bare except in the legacy module", []),
    ("are wildcard imports ok in test files?", []),
    ("> never build SQL with string concatenation", []),
    ("the Google style guide says never use wildcard imports; does that apply here?", []),
    ("their team never leaves TODOs without a ticket", []),
    ("I found an empty catch block in the importer", []),
    ("this PR removes the commented-out code in billing", []),
    ("why is this query built with string concatenation?", []),
    ("don't use magic numbers", []),
    ("never mutate function arguments", []),
    ("don't swallow errors", []),
    ("never swallow errors", []),
    ("never interpolate user input into SQL", []),
    ("reviewer: no nested ternaries please", []),
    ("Copilot suggested a nested ternary there", []),
    ("no magic numbers in the pricing code", []),
    ("never use `except:`", [("diff_avoids", "except:", "Do not use `except:`.")]),
    ("never use `from x import *`",
     [("diff_avoids", "from x import *", "Do not use `from x import *`.")]),
    ("we never write TODOs in commit messages", []),
    ("the old code had nested ternaries everywhere", []),
    ("I never use wildcard imports myself, but do what you like", []),
    ("if you see an empty catch block, tell me", []),
    ("please explain why nested ternaries are bad", []),
    ("never leave commented-out code? I thought we allowed it in tests", []),
]


KNOWN_MISSES: frozenset[str] = frozenset({
    # "avoid" with no word of habit keeps a ban to the task, as it does for a ban of a term
    # ("avoid `nested ternaries`"): checked right, held for the task only
    "avoid empty catch blocks",
    "avoid glob imports",
    "avoid nested conditional expressions",
})


# Lines that only look like a shape, each in a change by itself: no miss ((shape said, path,
# line)). A shape found where it is not fails good work.
NOT_SHOWN: list[tuple[str, str, str]] = [
    ("never build SQL with string concatenation", "app/store.py",
     '    cur.execute("SELECT * FROM t WHERE a = %s AND b = %s", (a, b))'),
    ("never build SQL with string concatenation", "src/main/java/app/Repo.java",
     '    String q = "SELECT id FROM t " + "WHERE x = ?";'),
    ("never build SQL with string concatenation", "src/users/repo.ts",
     "  const rows = await sql`SELECT * FROM users WHERE id = ${id}`;"),
    ("never build SQL with string concatenation", "src/ui/picker.ts",
     '  const hint = "Select an item from " + listName;'),
    ("never build SQL with string concatenation", "internal/store/store.go",
     '	q := fmt.Sprintf("SELECT * FROM t WHERE id = $1")'),
    ("never use bare except", "docs/errors.md", "    except:"),
    ("never use bare except", "app/sync.py", "    except Exception:"),
    ("no empty catch blocks", "src/net.ts", "  } catch (e) { // offline is fine }"),
    ("no empty catch blocks", "src/net.ts", "  } catch (e) {"),
    ("no empty catch blocks", "app/cache.py", "    except KeyError:"),
    ("never write empty except blocks", "app/cache.py", "        pass  # a miss is fine"),
    ("no empty catch blocks", "src/net.ts", "  p.catch(() => {});"),
    ("no wildcard imports", "src/util.ts", 'import * as path from "node:path";'),
    ("no wildcard imports", "src/lib.rs", "    use super::*;"),
    ("no wildcard imports", "src/io.rs", "use std::io::prelude::*;"),
    ("no wildcard imports", "app/urls.py", "from . import views"),
    ("never leave TODOs without a ticket", "app/pay.py", "    # TODO(#12): drop the shim"),
    ("never leave TODOs without a ticket", "src/cart.ts", "  // TODO: see JIRA-881"),
    ("never leave TODOs without a ticket", "app/pay.py", '    print("TODO")'),
    ("never leave TODOs without a ticket", "app/todo.py", "    todo_items = []"),
    ("no nested ternaries", "src/f.ts", "  f(a ? 1 : 2, b ? 3 : 4);"),
    ("no nested ternaries", "src/f.ts", "  const ok = /^a?b?$/.test(s) ? 1 : 2;"),
    ("no nested ternaries", "src/f.ts", "function f(a?: number, b?: string): number {"),
    ("no nested ternaries", "app/f.py", "    ys = [x if x else 0 for x in xs if x]"),
    ("no nested ternaries", "src/f.ts", "  // a ? b ? c : d : e"),
    ("never leave commented-out code", "app/users.py", "    # Returns the user (or None)."),
    ("never leave commented-out code", "app/users.py", "    # x = 1 means no limit"),
    ("never leave commented-out code", "app/users.py", "    # n = number of items"),
    ("never leave commented-out code", "app/users.py", "    # type: ignore[attr-defined]"),
    ("never leave commented-out code", "app/users.py", "# -*- coding: utf-8 -*-"),
    ("never leave commented-out code", "app/users.py", "#!/usr/bin/env python"),
    ("never leave commented-out code", "app/users.py", "    # for example:"),
    ("never leave commented-out code", "app/users.py", "    # e.g. send_email(user)"),
    ("never leave commented-out code", "internal/gen.go", "//go:generate mockgen -source=x.go"),
    ("never leave commented-out code", "internal/api.go", "// NewClient returns a client."),
    ("never leave commented-out code", "src/lib.rs", "/// let x = parse(s)?;"),
    ("never leave commented-out code", "src/lib.rs", "#[derive(Debug)]"),
    ("never leave commented-out code", "src/app.ts",
     "  // eslint-disable-next-line no-console"),
    ("never leave commented-out code", "src/app.ts", "  // Step 1: parse(input)"),
    ("never leave commented-out code", "src/app.ts", "  // print(x) is too slow here"),
    ("never leave commented-out code", "src/app.ts", "  // Deprecated: use NewClient()"),
    ("never leave commented-out code", "app/users.py", "    # key = value pairs are read below"),
]


def _shape_judges(words: str) -> list[Judge]:
    return [j for j in derive([Quote(words, HERE)]) if j.kind == "diff_avoids"]


def _reads_right(words: str, durable: bool, shown: Attempt, kept: Attempt,
                 unrelated: Attempt) -> bool:
    judges = _shape_judges(words)
    return len(judges) == 1 and judges[0].durable is durable \
        and (judges[0].score(shown), judges[0].score(kept), judges[0].score(unrelated)) \
        == (0.0, 1.0, None)


def _right(name: str, right: bool) -> None:
    assert right is (name not in KNOWN_MISSES), name


@pytest.mark.parametrize(("words", "durable", "shown", "kept", "unrelated"), SHAPES,
                         ids=[w for w, *_ in SHAPES])
def test_a_shape_named_in_words_is_checked(words: str, durable: bool, shown: Attempt,
                                           kept: Attempt, unrelated: Attempt) -> None:
    _right(words, _reads_right(words, durable, shown, kept, unrelated))


@pytest.mark.parametrize(("words", "lines"), CLOSE, ids=[w for w, _ in CLOSE])
def test_close_sentences_read_as_they_do(words: str, lines: list[tuple[str, str, str]]) -> None:
    _right(words, durable_lines(words) == lines)


@pytest.mark.parametrize(("words", "path", "line"), NOT_SHOWN,
                         ids=[f"{w}: {ln.strip()}" for w, _, ln in NOT_SHOWN])
def test_a_line_that_only_looks_like_the_shape_misses_nothing(words: str, path: str,
                                                              line: str) -> None:
    judges = _shape_judges(words)
    assert len(judges) == 1 and judges[0].score(_work(path, line)) != 0.0


def test_a_shape_ban_is_stored_and_read_back() -> None:
    """A shape is stored by its name beside a pattern of it; a ban of a term is stored as
    before, and a stored shape no reader knows is refused."""
    judge = _shape_judges("never build SQL with string concatenation")[0]
    doc = judge.to_doc()
    assert doc["params"]["shape"] == "sql from strings" and doc["params"]["pattern"]
    back = judge_from_doc(doc)
    assert back.params() == judge.params() and back.instruction() == judge.instruction()
    term = next(j for j in derive([Quote("never use `print`", HERE)]) if j.kind == "diff_avoids")
    assert "shape" not in term.to_doc()["params"]
    assert judge_from_doc(term.to_doc()).params() == term.params()
    with pytest.raises(ValueError):
        judge_from_doc({**doc, "params": {**doc["params"], "shape": "long functions"}})


def test_the_line_says_the_rule_in_words() -> None:
    lines = {line for _, _, line in durable_lines(
        "never build SQL with string concatenation. we never write bare except clauses")}
    assert lines == {"Do not build SQL by concatenating or formatting strings.",
                     "Do not write a bare `except:`."}


def test_a_commit_of_a_shape_bans_the_shape_not_the_commit() -> None:
    """ "never commit TODO comments": what goes into a commit, not committing."""
    assert [k for k, _, _ in durable_lines("never commit TODO comments")] == ["diff_avoids"]


def test_a_catch_opened_and_closed_around_kept_lines_is_not_empty() -> None:
    judge = _shape_judges("no empty catch blocks")[0]
    hunk = ["+  } catch (e) {", "     report(e);", "+  }"]
    apart = Attempt(changes=[FileChange("src/net.ts", ["  } catch (e) {", "  }"], hunks=[hunk])])
    assert judge.score(apart) == 1.0
    together = Attempt(changes=[FileChange("src/net.ts", ["  } catch (e) {", "  }"],
                                           hunks=[["+  } catch (e) {", "+  }"]])])
    assert judge.score(together) == 0.0


@pytest.mark.parametrize("words", [
    "never write nested ternaries, they're unreadable",
    "we never use wildcard imports because they hide where names come from",
    "never build SQL with string concatenation - it invites injection",
])
def test_why_a_ban_is_said_is_no_part_of_the_shape(words: str) -> None:
    assert [k for k, _, _ in durable_lines(words)] == ["diff_avoids"]


def test_the_known_misses_are_cases_of_the_batch() -> None:
    names = [w for w, *_ in SHAPES] + [w for w, _ in CLOSE]
    assert len(names) == len(set(names))
    assert set(names) >= KNOWN_MISSES
