"""Drafters: the text of an answer, streamed token by token, from retrieved passages (see ``base``)."""
