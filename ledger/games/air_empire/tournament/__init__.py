"""Air Empire, Tournament Game: the rules the Tournament Game adds to the Basic Game (Introduction).

Re-bidding of Routes (:mod:`.rebidding`), Revenue Fluctuations (:mod:`.fluctuations`), Taxes
(:mod:`.taxes`) and Residual Value (:mod:`.residual_value`).
"""
