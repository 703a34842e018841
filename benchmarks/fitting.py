"""What the offline fits of a learned foresight share (fit_ric_eval.py,
fit_rh_eval.py): a light ridge least squares of each seat's points still to
come, its held-out error, the winners' log chance under a softmax of the
foreseen finals, and the table pasted into a game's ``ai.py``.  numpy is a
bench dependency only; nothing here reaches the page."""
import numpy as np


def ridge_fit(X, y, ridge):
    """Least squares of ``y`` on ``X`` with a light ridge."""
    return np.linalg.solve(X.T @ X + ridge * np.eye(X.shape[1]), X.T @ y)


def held_out(Xh, yh, w, y_train):
    """Held-out root mean square error of ``Xh @ w`` and of no model (the
    training mean)."""
    return (float(np.sqrt(np.mean((Xh @ w - yh) ** 2))),
            float(np.sqrt(np.mean((yh - y_train.mean()) ** 2))))


def winners_log_chance(final, win, players, scale):
    """Mean log chance given to the winners (``win``: a share per seat, one row
    a decision) by a softmax of the foreseen finals (one per seat, in rows of
    ``players``) at ``scale`` points."""
    pred = (final / scale).reshape(-1, players)
    pred = pred - pred.max(axis=1, keepdims=True)
    logz = np.log(np.exp(pred).sum(axis=1, keepdims=True))
    return float(((pred - logz) * win).sum(axis=1).mean())


def table(weights, sigma):
    """``WEIGHTS`` and ``SIGMA`` as Python source for the game's ``ai.py``."""
    lines = ["WEIGHTS = {"]
    for key, w in weights.items():
        lines.append(f"    {key}: {w!r},")
    lines.append("}")
    lines.append(f"SIGMA = {sigma!r}")
    return "\n".join(lines)
