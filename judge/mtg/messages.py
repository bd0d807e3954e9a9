from judge.engine.messages import register
register({})
