app_name = "judge"
urlpatterns = []
